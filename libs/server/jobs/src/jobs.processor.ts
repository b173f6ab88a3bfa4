import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type Type } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobRunner } from './job-runner';
import type { BullJobData } from './jobs.service';

/** The BullMQ worker of one service's queue; the queue name is only known at module set-up. */
export function createJobsProcessor(queueName: string, concurrency: number): Type<WorkerHost> {
  @Processor(queueName, { concurrency, maxStalledCount: 1, stalledInterval: 30_000 })
  class JobsProcessor extends WorkerHost {
    constructor(@Inject(JobRunner) private readonly runner: JobRunner) {
      super();
    }

    process(job: Job<BullJobData>): Promise<unknown> {
      return this.runner.run(job);
    }

    @OnWorkerEvent('failed')
    onFailed(job: Job<BullJobData> | undefined, error: Error): Promise<void> {
      return this.runner.onWorkerFailed(job, error);
    }
  }
  return JobsProcessor;
}
