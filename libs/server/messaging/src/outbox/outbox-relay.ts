import type { ServiceName } from '@hookline/contracts';
import { requestContext, requestIdFrom, type AppLogger } from '@hookline/server-logging';
import type { DataSource } from 'typeorm';
import type { ServiceClients } from '../service-clients.module';
import { OutboxMessageEntity } from './outbox-message.entity';

/**
 * Publishes committed outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED so replicas
 * never publish the same row at once; a crash between publish and mark means at-least-once,
 * which consumers tolerate because handlers are idempotent.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ServiceClients,
    private readonly logger: AppLogger,
    private readonly intervalMs = 500,
    private readonly batchSize = 50,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Publishes what is pending now; returns how many rows were published. */
  flush(): Promise<number> {
    if (!this.running) {
      this.running = this.publishBatch().finally(() => (this.running = undefined));
    }
    return this.running;
  }

  private async publishBatch(): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const rows = await manager
          .getRepository(OutboxMessageEntity)
          .createQueryBuilder('o')
          .where('o.published_at IS NULL')
          .orderBy('o.created_at', 'ASC')
          .limit(this.batchSize)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        let published = 0;
        for (const row of rows) {
          try {
            await requestContext.run({ requestId: requestIdFrom(row.requestId) }, () =>
              this.clients.get(row.targetService as ServiceName).emit(row.pattern, row.payload),
            );
            await manager.update(OutboxMessageEntity, row.id, { publishedAt: new Date(), attempts: row.attempts + 1 });
            published++;
          } catch (error) {
            await manager.update(OutboxMessageEntity, row.id, { attempts: row.attempts + 1, lastError: String(error) });
            this.logger.warn({ err: error, outbox_id: row.id, pattern: row.pattern }, 'outbox publish failed; will retry');
            break; // keep order: later rows wait for this one
          }
        }
        return published;
      });
    } catch (error) {
      this.logger.error({ err: error }, 'outbox relay batch failed');
      return 0;
    }
  }
}
