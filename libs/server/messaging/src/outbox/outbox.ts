import { isServiceName, type ServiceName } from '@hookline/contracts';
import { currentRequestId } from '@hookline/server-logging';
import type { EntityManager } from 'typeorm';
import { OutboxMessageEntity } from './outbox-message.entity';

export interface OutboxEvent {
  target: ServiceName;
  pattern: string;
  payload: Record<string, any>;
}

/** Records an event inside the caller's transaction: it is published if and only if that commits. */
export async function enqueueOutboxEvent(manager: EntityManager, event: OutboxEvent): Promise<void> {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error('enqueueOutboxEvent must run inside the transaction of the change it announces');
  }
  if (!isServiceName(event.target)) throw new Error(`Unknown target service ${event.target}`);
  await manager.insert(OutboxMessageEntity, {
    targetService: event.target,
    pattern: event.pattern,
    payload: event.payload,
    requestId: currentRequestId() ?? null,
  });
}
