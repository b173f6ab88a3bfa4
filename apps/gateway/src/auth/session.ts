import type { INestApplication, OnApplicationShutdown } from '@nestjs/common';
import RedisStore from 'connect-redis';
import session from 'express-session';
import { Redis } from 'ioredis';
import type { GatewayEnv } from '../config/env.schema';

export const SESSION_COOKIE = 'hookline.sid';
export const SESSION_PREFIX = 'hookline:session:';
const THIRTY_DAYS_MS = 30 * 24 * 3600 * 1000;

/** The signed-in user as the session holds it (set by the Google sign-in callback). */
export interface SessionUser {
  id: string;
}

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
  }
}

/** Sessions live in Redis, so any gateway replica can serve any request. */
export function createSessionRedis(config: GatewayEnv): Redis {
  return new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
}

/** Closes the session store's connection when the gateway shuts down. */
export class SessionStoreLifecycle implements OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}
  onApplicationShutdown() {
    this.redis.disconnect();
  }
}

export function configureSessions(app: INestApplication, config: GatewayEnv, redis: Redis): void {
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.SESSION_SECRET,
      store: new RedisStore({ client: redis, prefix: SESSION_PREFIX }),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.TRUST_PROXY,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.NODE_ENV === 'production',
        maxAge: THIRTY_DAYS_MS,
      },
    }),
  );
}
