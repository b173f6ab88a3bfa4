import type { JobStatus } from '@hookline/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'jobs' })
export class JobEntity {
  /** `<service>_<uuid>`: the prefix names the owning service. */
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) type!: string;
  @Column({ type: 'text' }) status!: JobStatus;
  @Column({ type: 'text', nullable: true }) progress!: string | null;
  @Column({ name: 'progress_pct', type: 'int', nullable: true }) progressPct!: number | null;
  @Column({ type: 'text', nullable: true }) message!: string | null;
  @Column({ type: 'jsonb', default: {} }) payload!: Record<string, any>;
  @Column({ type: 'jsonb', nullable: true }) result!: unknown;
  @Column({ type: 'text', nullable: true }) error!: string | null;
  @Column({ type: 'int', default: 0 }) attempts!: number;
  @Column({ name: 'request_id', type: 'text', nullable: true }) requestId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt!: Date | null;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt!: Date | null;
}
