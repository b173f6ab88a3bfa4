import type { JobStatusResponse, ServiceName } from '@hookline/contracts';
import { RpcErrors, ServiceCallError } from '@hookline/server-messaging';
import { currentRequestId, type AppLogger } from '@hookline/server-logging';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { JobEntity } from './job.entity';
import type { JobHandlerRegistry } from './job-handler.registry';
import type { JobsRepository } from './jobs.repository';

export interface EnqueueJob {
  userId: string;
  type: string;
  payload?: Record<string, unknown>;
  /** Pass a known id to make enqueueing idempotent (e.g. a retried request). */
  jobId?: string;
}

export interface BullJobData {
  jobId: string;
}

export class JobsService {
  constructor(
    private readonly service: ServiceName,
    private readonly repository: JobsRepository,
    private readonly registry: JobHandlerRegistry,
    private readonly queue: Queue<BullJobData>,
    private readonly logger: AppLogger,
  ) {}

  newJobId(): string {
    return `${this.service}_${randomUUID()}`;
  }

  /** Records the job as queued, then hands it to the queue; the same id is never queued twice. */
  async enqueue(job: EnqueueJob): Promise<JobEntity> {
    const type = this.registry.get(job.type);
    if (!type) throw new Error(`Job type ${job.type} is not registered in the ${this.service} service`);
    const id = job.jobId ?? this.newJobId();
    if (!id.startsWith(`${this.service}_`)) throw new Error(`Job id ${id} does not belong to the ${this.service} service`);
    const row = await this.repository.createIfAbsent({
      id,
      userId: job.userId,
      type: job.type,
      payload: job.payload ?? {},
      requestId: currentRequestId() ?? null,
    });
    if (row.status === 'queued') await this.addToQueue(row, type.attempts);
    return row;
  }

  /** Puts a recorded job on the queue (also used to recover jobs whose queue entry was lost). */
  async addToQueue(row: JobEntity, attempts = this.registry.get(row.type)?.attempts ?? 1): Promise<void> {
    try {
      await this.queue.add(
        row.type,
        { jobId: row.id },
        {
          jobId: row.id,
          attempts,
          backoff: { type: 'exponential', delay: 2_000 },
          removeOnComplete: { age: 24 * 3600, count: 10_000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      );
    } catch (error) {
      this.logger.error({ err: error, job_id: row.id }, 'could not put the job on the queue');
      await this.repository.markFailed(row.id, 'The job could not be queued. Please try again.');
      throw new ServiceCallError(503, 'The job queue is unavailable. Please try again shortly.', this.service);
    }
  }

  /** The job as its owner may see it; anyone else gets "not found". */
  async statusFor(userId: string, jobId: string): Promise<JobStatusResponse> {
    const row = await this.repository.findForUser(jobId, userId);
    if (!row) throw RpcErrors.notFound('Job not found');
    return toJobStatus(row);
  }
}

export function toJobStatus(row: JobEntity): JobStatusResponse {
  const result = row.result as { saved_script_id?: unknown } | null;
  return {
    job_id: row.id,
    status: row.status,
    progress: row.progress,
    message: row.message,
    result: row.result ?? null,
    error: row.error,
    ...(result && typeof result.saved_script_id === 'string' ? { saved_script_id: result.saved_script_id } : {}),
  };
}
