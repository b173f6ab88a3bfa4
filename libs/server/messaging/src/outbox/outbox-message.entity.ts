import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An event written in the same transaction as the change it announces; the relay publishes it. */
@Entity({ name: 'outbox' })
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'target_service', type: 'text' }) targetService!: string;
  @Column({ type: 'text' }) pattern!: string;
  @Column({ type: 'jsonb' }) payload!: Record<string, any>;
  @Column({ name: 'request_id', type: 'text', nullable: true }) requestId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true }) publishedAt!: Date | null;
  @Column({ type: 'int', default: 0 }) attempts!: number;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError!: string | null;
}
