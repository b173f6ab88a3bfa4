import { exitOnStartupError, loadConfig, type ServiceEnv } from '@hookline/server-config';
import { createServiceDataSource, ensureDatabaseExists, runMigrationsWithLock } from '@hookline/server-database';
import { createLogger, PinoNestLogger, type AppLogger } from '@hookline/server-logging';
import {
  assertServiceQueues,
  contractValidationPipe,
  RmqAckInterceptor,
  RpcErrorFilter,
  serviceServerOptions,
} from '@hookline/server-messaging';
import { Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { ServiceCoreModule } from './service-core.module';
import type { ServiceDefinition } from './service-definition';
import { ServiceLifecycle } from './service-lifecycle';

@Module({})
class ServiceRootModule {}

export interface ServiceApp<TEnv extends ServiceEnv> {
  app: INestMicroservice;
  config: TEnv;
  logger: AppLogger;
  /** The port of /health/live, /health/ready and /metrics once the app listens. */
  probePort: () => number | undefined;
}

/** Builds a service's Nest microservice on its RabbitMQ queue (not yet listening). */
export async function createServiceApp<TEnv extends ServiceEnv>(
  definition: ServiceDefinition<TEnv>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceApp<TEnv>> {
  const config = loadConfig(definition.envSchema, env);
  const logger = createLogger(`${definition.service}-service`, config.LOG_LEVEL);
  await assertServiceQueues(config.RABBITMQ_URL, definition.service, config.RMQ_QUEUE_PREFIX, config.RMQ_DELIVERY_LIMIT);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(
    {
      module: ServiceRootModule,
      imports: [ServiceCoreModule.forService(definition, config, logger), ...(definition.imports?.(config) ?? [])],
    },
    { ...serviceServerOptions(definition.service, config, config.RMQ_PREFETCH), logger: new PinoNestLogger(logger) },
  );
  app.useGlobalPipes(contractValidationPipe());
  app.useGlobalInterceptors(new RmqAckInterceptor(logger));
  app.useGlobalFilters(new RpcErrorFilter(definition.service, logger));
  return { app, config, logger, probePort: () => app.get(ServiceLifecycle).probePort };
}

/** Runs the service's migrations under its advisory lock, then returns (the Kubernetes Job's command). */
export async function migrateService(definition: ServiceDefinition<any>, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const config = loadConfig(definition.envSchema, env);
  if (config.NODE_ENV !== 'production') await ensureDatabaseExists(config.DATABASE_URL);
  const dataSource = createServiceDataSource({ ...definition, url: config.DATABASE_URL, poolSize: 2 });
  await dataSource.initialize();
  try {
    return await runMigrationsWithLock(dataSource, definition.service);
  } finally {
    await dataSource.destroy();
  }
}

/** A service process: `node main.js` serves; `node main.js --migrate` migrates and exits. */
export async function bootstrapService<TEnv extends ServiceEnv>(definition: ServiceDefinition<TEnv>): Promise<void> {
  const app = `${definition.service}-service`;
  try {
    if (process.argv.includes('--migrate')) {
      const ran = await migrateService(definition);
      process.stdout.write(`${JSON.stringify({ level: 'info', app, msg: 'migrations done', migrations: ran })}\n`);
      return;
    }
    const service = await createServiceApp(definition);
    service.app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    await service.app.listen();
    service.logger.info({ probe_port: service.probePort() }, 'service ready');
  } catch (error) {
    exitOnStartupError(error, app);
  }
}
