import type { DataSource, EntityManager, Repository } from 'typeorm';
import { In } from 'typeorm';
import { JobEntity } from './job.entity';

export interface NewJob {
  id: string;
  userId: string;
  type: string;
  payload: Record<string, any>;
  requestId: string | null;
}

export class JobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager): Repository<JobEntity> {
    return (manager ?? this.dataSource.manager).getRepository(JobEntity);
  }

  /** Inserts the job unless a job with that id exists; returns the stored row either way. */
  async createIfAbsent(job: NewJob): Promise<JobEntity> {
    await this.repo()
      .createQueryBuilder()
      .insert()
      .values({ ...job, status: 'queued', progress: 'Queued for processing' })
      .orIgnore()
      .execute();
    return this.repo().findOneByOrFail({ id: job.id });
  }

  findById(id: string): Promise<JobEntity | null> {
    return this.repo().findOneBy({ id });
  }

  findForUser(id: string, userId: string): Promise<JobEntity | null> {
    return this.repo().findOneBy({ id, userId });
  }

  findUnfinished(): Promise<JobEntity[]> {
    return this.repo().findBy({ status: In(['queued', 'started']) });
  }

  async markStarted(id: string, attempt: number): Promise<void> {
    await this.repo().update({ id }, { status: 'started', attempts: attempt, startedAt: () => 'COALESCE(started_at, now())' } as never);
  }

  async setProgress(id: string, progress: string, percent?: number): Promise<void> {
    await this.repo().update({ id, status: In(['queued', 'started']) }, { progress, ...(percent === undefined ? {} : { progressPct: Math.round(percent) }) });
  }

  /** Only a job that is still running can finish, so a late duplicate run cannot overwrite the outcome. */
  async markCompleted(id: string, result: unknown, manager?: EntityManager): Promise<boolean> {
    const update = await this.repo(manager).update(
      { id, status: In(['queued', 'started']) },
      { status: 'completed', result: (result ?? null) as never, progress: 'Completed', progressPct: 100, error: null, finishedAt: new Date() },
    );
    return (update.affected ?? 0) > 0;
  }

  async markFailed(id: string, error: string, manager?: EntityManager): Promise<boolean> {
    const update = await this.repo(manager).update(
      { id, status: In(['queued', 'started']) },
      { status: 'failed', error, progress: 'Failed', finishedAt: new Date() },
    );
    return (update.affected ?? 0) > 0;
  }
}
