import type { ServiceName } from '@hookline/contracts';
import type { ConnectionOptions } from 'bullmq';

export const JOBS_QUEUE_NAME = Symbol('hookline:jobs-queue-name');

export function jobsQueueName(service: ServiceName, prefix = ''): string {
  return `${prefix}hookline-${service}-jobs`;
}

/** BullMQ wants ioredis options; workers need maxRetriesPerRequest null to block on Redis. */
export function redisConnectionFromUrl(url: string): ConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
