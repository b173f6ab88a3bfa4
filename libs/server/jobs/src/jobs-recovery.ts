import type { AppLogger } from '@hookline/server-logging';
import type { Queue } from 'bullmq';
import type { JobsRepository } from './jobs.repository';
import type { BullJobData, JobsService } from './jobs.service';

/**
 * Redis here keeps nothing on disk: after a Redis restart, recorded jobs that are still
 * queued or started have no queue entry. Put them back so no job waits forever.
 */
export async function requeueLostJobs(repository: JobsRepository, jobs: JobsService, queue: Queue<BullJobData>, logger: AppLogger): Promise<number> {
  let requeued = 0;
  for (const row of await repository.findUnfinished()) {
    if (await queue.getJob(row.id)) continue;
    if (row.status === 'started') await repository.setProgress(row.id, 'Restarting after an interruption');
    await jobs.addToQueue({ ...row, status: 'queued' });
    requeued++;
  }
  if (requeued) logger.warn({ requeued }, 'requeued jobs whose queue entries were lost');
  return requeued;
}
