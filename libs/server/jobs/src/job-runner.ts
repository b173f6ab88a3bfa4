import { requestContext, type AppLogger } from '@hookline/server-logging';
import { isDomainRpcError } from '@hookline/server-messaging';
import { UnrecoverableError, type Job } from 'bullmq';
import { GENERIC_JOB_FAILURE, JobError } from './job-error';
import type { JobHandlerRegistry } from './job-handler.registry';
import type { JobsRepository } from './jobs.repository';
import type { BullJobData } from './jobs.service';

/** Runs one queued job: loads its row, calls its handler, records the outcome exactly once. */
export class JobRunner {
  constructor(
    private readonly repository: JobsRepository,
    private readonly registry: JobHandlerRegistry,
    private readonly logger: AppLogger,
  ) {}

  async run(bullJob: Job<BullJobData>): Promise<unknown> {
    const row = await this.repository.findById(bullJob.data.jobId);
    if (!row) {
      this.logger.warn({ job_id: bullJob.data.jobId }, 'queued job has no row; dropping it');
      return null;
    }
    if (row.status === 'completed' || row.status === 'failed') return row.result ?? null; // redelivered
    const attempt = bullJob.attemptsMade + 1;
    const maxAttempts = bullJob.opts.attempts ?? 1;
    return requestContext.run({ requestId: row.requestId ?? row.id, userId: row.userId }, async () => {
      const logger = this.logger.child({ job_id: row.id, job_type: row.type, attempt });
      const registered = this.registry.get(row.type);
      if (!registered) {
        await this.repository.markFailed(row.id, GENERIC_JOB_FAILURE);
        throw new UnrecoverableError(`No handler for job type ${row.type}`);
      }
      await this.repository.markStarted(row.id, attempt);
      logger.info('job started');
      try {
        const result = await registered.handler({
          jobId: row.id,
          userId: row.userId,
          type: row.type,
          payload: row.payload,
          attempt,
          logger,
          progress: (text, percent) => this.repository.setProgress(row.id, text, percent),
        });
        await this.repository.markCompleted(row.id, result);
        logger.info('job completed');
        return result ?? null;
      } catch (error) {
        const userFacing = error instanceof JobError || isDomainRpcError(error);
        if (!userFacing && attempt < maxAttempts) {
          logger.warn({ err: error }, 'job attempt failed; it will be retried');
          await this.repository.setProgress(row.id, 'Retrying after a temporary error');
          throw error;
        }
        const message = userFacing ? this.userMessage(error) : GENERIC_JOB_FAILURE;
        logger.error({ err: error }, 'job failed');
        await this.repository.markFailed(row.id, message);
        throw new UnrecoverableError(message);
      }
    });
  }

  /** Called for failures outside `run`, e.g. a job that stalled too often after worker crashes. */
  async onWorkerFailed(bullJob: Job<BullJobData> | undefined, error: Error): Promise<void> {
    if (!bullJob) return;
    const exhausted = bullJob.attemptsMade >= (bullJob.opts.attempts ?? 1) || /stalled/i.test(error.message);
    if (exhausted && (await this.repository.markFailed(bullJob.data.jobId, GENERIC_JOB_FAILURE))) {
      this.logger.error({ job_id: bullJob.data.jobId, err: error }, 'job failed outside its handler');
    }
  }

  private userMessage(error: unknown): string {
    if (error instanceof JobError) return error.message;
    const payload = (error as { getError?: () => { message?: unknown } }).getError?.();
    const message = payload?.message;
    return Array.isArray(message) ? message.join(', ') : typeof message === 'string' ? message : GENERIC_JOB_FAILURE;
  }
}
