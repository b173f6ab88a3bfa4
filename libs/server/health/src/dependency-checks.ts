import type { DependencyState } from '@hookline/contracts';
import * as amqp from 'amqplib';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export interface DependencyReport {
  database: DependencyState;
  redis: DependencyState;
  broker: DependencyState;
}

/** Readiness of what a service cannot work without: its database, Redis and RabbitMQ. */
export class DependencyChecks {
  private readonly redis: Redis;
  private broker?: amqp.ChannelModel;

  constructor(
    private readonly dataSource: DataSource,
    redisUrl: string,
    private readonly rabbitUrl: string,
  ) {
    this.redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined); // state is reported by the check, not thrown
  }

  async report(): Promise<DependencyReport> {
    const [database, redis, broker] = await Promise.all([this.database(), this.redisState(), this.brokerState()]);
    return { database, redis, broker };
  }

  private async database(): Promise<DependencyState> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'));
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async redisState(): Promise<DependencyState> {
    try {
      if (this.redis.status === 'wait' || this.redis.status === 'end') await withTimeout(this.redis.connect());
      return (await withTimeout(this.redis.ping())) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  private async brokerState(): Promise<DependencyState> {
    try {
      if (!this.broker) {
        const connection = await withTimeout(amqp.connect(this.rabbitUrl));
        connection.on('error', () => undefined);
        connection.on('close', () => (this.broker = undefined));
        this.broker = connection;
      }
      return 'up';
    } catch {
      return 'down';
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    await this.broker?.close().catch(() => undefined);
  }
}
