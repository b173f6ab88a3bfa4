import { IsBoolean, IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { IsServiceUrl } from './service-url.validator';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What every process (gateway and services) reads from its environment. */
export class BaseEnv {
  static requiredInProduction: readonly string[] = ['RABBITMQ_URL', 'REDIS_URL'];

  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @IsServiceUrl(['amqp', 'amqps'])
  RABBITMQ_URL = 'amqp://guest:guest@127.0.0.1:5672';

  @IsServiceUrl(['redis', 'rediss'])
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix for every queue name; lets tests and parallel stacks share one broker. */
  @Matches(/^[a-z0-9-]*$/, { message: 'may hold only lower-case letters, digits and dashes' })
  RMQ_QUEUE_PREFIX = '';

  /** Default timeout of a request/response call over RabbitMQ. */
  @IsInt()
  @Min(100)
  @Max(120_000)
  RPC_TIMEOUT_MS = 10_000;

  /** Deliveries of one message before it is dead-lettered (part of the queue's declaration). */
  @IsInt()
  @Min(1)
  @Max(100)
  RMQ_DELIVERY_LIMIT = 5;
}

/** What every domain service reads in addition. */
export class ServiceEnv extends BaseEnv {
  static override requiredInProduction: readonly string[] = [...BaseEnv.requiredInProduction, 'DATABASE_URL'];

  @IsServiceUrl(['postgres', 'postgresql'])
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/hookline';

  /** Port of the small HTTP server for liveness, readiness and metrics. */
  @IsInt()
  @Min(0)
  @Max(65535)
  PROBE_PORT = 0;

  @IsInt()
  @Min(1)
  @Max(1000)
  RMQ_PREFETCH = 16;

  @IsBoolean()
  MIGRATE_ON_START = true;

  @IsInt()
  @Min(1)
  @Max(64)
  JOB_CONCURRENCY = 2;

  @IsString()
  SERVICE_VERSION = process.env.npm_package_version ?? '0.0.0';
}
