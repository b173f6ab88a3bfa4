import { SERVICE_NAMES } from '@hookline/contracts';
import type { AppLogger } from '@hookline/server-logging';
import { ServiceClientsModule } from '@hookline/server-messaging';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { SessionStoreLifecycle } from './auth/session';
import type { GatewayEnv } from './config/env.schema';
import { GATEWAY_CONFIG, GATEWAY_LOGGER } from './config/gateway-config';
import { HealthController } from './health/health.controller';
import { JobsController } from './routes/jobs/jobs.controller';

@Module({})
export class GatewayModule {
  static register(config: GatewayEnv, logger: AppLogger, sessionRedis: Redis): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ServiceClientsModule.register({ services: SERVICE_NAMES, broker: config, timeoutMs: config.RPC_TIMEOUT_MS }),
        ThrottlerModule.forRoot([{ name: 'api', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }]),
      ],
      controllers: [HealthController, JobsController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_LOGGER, useValue: logger },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: SessionStoreLifecycle, useValue: new SessionStoreLifecycle(sessionRedis) },
      ],
    };
  }
}
