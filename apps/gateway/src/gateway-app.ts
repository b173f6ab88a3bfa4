import { loadConfig } from '@hookline/server-config';
import { createLogger, PinoNestLogger, type AppLogger } from '@hookline/server-logging';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { GatewayModule } from './app.module';
import { configureSessions, createSessionRedis } from './auth/session';
import { GatewayEnv } from './config/env.schema';
import { HttpErrorFilter } from './http/http-error.filter';
import { requestIdMiddleware } from './http/request-id.middleware';
import { httpValidationPipe } from './http/validation';
import { buildOpenApiDocument, serveOpenApi } from './openapi/openapi';
import { serveSpa } from './spa/spa';

export interface GatewayApp {
  app: NestExpressApplication;
  config: GatewayEnv;
  logger: AppLogger;
  sessionRedis: Redis;
}

/** Builds the gateway (not yet listening), so tests and the OpenAPI writer use the real wiring. */
export async function createGatewayApp(env: NodeJS.ProcessEnv = process.env): Promise<GatewayApp> {
  const config = loadConfig(GatewayEnv, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const sessionRedis = createSessionRedis(config);
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.register(config, logger, sessionRedis), {
    logger: new PinoNestLogger(logger),
    bodyParser: true,
  });
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(requestIdMiddleware(logger));
  app.use(
    helmet({
      // HSTS only where TLS is real; on http://localhost it would pin nothing useful.
      strictTransportSecurity: config.NODE_ENV === 'production',
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'https:', 'http://localhost:4000'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'frame-src': ['https://www.youtube-nocookie.com'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
        },
      },
    }),
  );
  const corsOrigins = config.CORS_ORIGINS.split(',').filter(Boolean);
  if (corsOrigins.length) app.enableCors({ origin: corsOrigins, credentials: true });
  configureSessions(app, config, sessionRedis);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(httpValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  serveOpenApi(app, buildOpenApiDocument(app));
  serveSpa(app, config.WEB_DIST_DIR, logger);
  return { app, config, logger, sessionRedis };
}
