import type { ServiceName } from '@hookline/contracts';
import type { AppLogger } from '@hookline/server-logging';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobRunner } from './job-runner';
import { createJobStatusController } from './job-status.controller';
import { createJobsProcessor } from './jobs.processor';
import { jobsQueueName, redisConnectionFromUrl } from './jobs-queue';
import { requeueLostJobs } from './jobs-recovery';
import { JobsRepository } from './jobs.repository';
import { JobsService, type BullJobData } from './jobs.service';


/** The BullMQ worker of this service's queue, for an orderly shutdown. */
export const JOBS_WORKER_HOST = Symbol('hookline:jobs-worker-host');

export interface JobsModuleOptions {
  service: ServiceName;
  redisUrl: string;
  queuePrefix: string;
  concurrency: number;
  logger: AppLogger;
}

class JobsBootstrap implements OnApplicationBootstrap {
  constructor(private readonly run: () => Promise<unknown>) {}
  async onApplicationBootstrap() {
    await this.run();
  }
}

/** A service's jobs: its `jobs` table, its BullMQ queue and worker, and `<service>.jobs.status`. */
@Module({})
export class JobsModule {
  static forService(options: JobsModuleOptions): DynamicModule {
    const queueName = jobsQueueName(options.service, options.queuePrefix);
    const queueToken = getQueueToken(queueName);
    const processor = createJobsProcessor(queueName, options.concurrency);
    return {
      module: JobsModule,
      global: true,
      imports: [
        BullModule.forRoot({ connection: redisConnectionFromUrl(options.redisUrl) }),
        BullModule.registerQueue({ name: queueName }),
      ],
      controllers: [createJobStatusController(options.service)],
      providers: [
        { provide: JobHandlerRegistry, useValue: new JobHandlerRegistry() },
        { provide: JobsRepository, useFactory: (ds: DataSource) => new JobsRepository(ds), inject: [DataSource] },
        {
          provide: JobRunner,
          useFactory: (repo: JobsRepository, registry: JobHandlerRegistry) => new JobRunner(repo, registry, options.logger),
          inject: [JobsRepository, JobHandlerRegistry],
        },
        {
          provide: JobsService,
          useFactory: (repo: JobsRepository, registry: JobHandlerRegistry, queue: Queue<BullJobData>) =>
            new JobsService(options.service, repo, registry, queue, options.logger),
          inject: [JobsRepository, JobHandlerRegistry, queueToken],
        },
        processor,
        { provide: JOBS_WORKER_HOST, useExisting: processor },
        {
          provide: JobsBootstrap,
          useFactory: (repo: JobsRepository, jobs: JobsService, queue: Queue<BullJobData>) =>
            new JobsBootstrap(() => requeueLostJobs(repo, jobs, queue, options.logger)),
          inject: [JobsRepository, JobsService, queueToken],
        },
      ],
      exports: [JobHandlerRegistry, JobsService, JobsRepository, JOBS_WORKER_HOST, BullModule],
    };
  }
}
