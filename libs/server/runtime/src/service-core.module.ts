import type { ServiceEnv } from '@hookline/server-config';
import { ensureDatabaseExists, createServiceDataSource, runMigrationsWithLock } from '@hookline/server-database';
import { createHealthPingController, DependencyChecks } from '@hookline/server-health';
import { JOBS_WORKER_HOST, JobsModule } from '@hookline/server-jobs';
import type { AppLogger } from '@hookline/server-logging';
import { OutboxRelay, ServiceClients, ServiceClientsModule } from '@hookline/server-messaging';
import type { WorkerHost } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_LOGGER, SERVICE_CONFIG, type ServiceDefinition } from './service-definition';
import { ServiceLifecycle } from './service-lifecycle';

/** The part every service shares: config, logger, database, jobs, clients, outbox, health. */
@Module({})
export class ServiceCoreModule {
  static forService(definition: ServiceDefinition<any>, config: ServiceEnv, logger: AppLogger): DynamicModule {
    const { service } = definition;
    return {
      module: ServiceCoreModule,
      global: true,
      imports: [
        ServiceClientsModule.register({ services: definition.talksTo ?? [], broker: config, timeoutMs: config.RPC_TIMEOUT_MS }),
        JobsModule.forService({ service, redisUrl: config.REDIS_URL, queuePrefix: config.RMQ_QUEUE_PREFIX, concurrency: config.JOB_CONCURRENCY, logger }),
      ],
      controllers: [createHealthPingController(service, config.SERVICE_VERSION)],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: APP_LOGGER, useValue: logger },
        {
          provide: DataSource,
          useFactory: async () => {
            if (config.NODE_ENV !== 'production') await ensureDatabaseExists(config.DATABASE_URL);
            const dataSource = createServiceDataSource({ service, url: config.DATABASE_URL, entities: definition.entities, migrations: definition.migrations });
            await dataSource.initialize();
            if (config.MIGRATE_ON_START) {
              const ran = await runMigrationsWithLock(dataSource, service);
              logger.info({ migrations: ran }, ran.length ? 'migrations applied' : 'schema up to date');
            }
            return dataSource;
          },
        },
        {
          provide: DependencyChecks,
          useFactory: (ds: DataSource) => new DependencyChecks(ds, config.REDIS_URL, config.RABBITMQ_URL),
          inject: [DataSource],
        },
        {
          provide: OutboxRelay,
          useFactory: (ds: DataSource, clients: ServiceClients) => new OutboxRelay(ds, clients, logger),
          inject: [DataSource, ServiceClients],
        },
        {
          provide: ServiceLifecycle,
          useFactory: (ds: DataSource, checks: DependencyChecks, outbox: OutboxRelay, worker: WorkerHost) =>
            new ServiceLifecycle(config, logger, ds, checks, outbox, worker, service),
          inject: [DataSource, DependencyChecks, OutboxRelay, JOBS_WORKER_HOST],
        },
      ],
      exports: [SERVICE_CONFIG, APP_LOGGER, DataSource, DependencyChecks, OutboxRelay, ServiceLifecycle],
    };
  }
}
