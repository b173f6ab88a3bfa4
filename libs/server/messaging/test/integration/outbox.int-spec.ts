import { loadConfig, BaseEnv } from '@hookline/server-config';
import { createServiceDataSource, dropDatabase, ensureDatabaseExists, runMigrationsWithLock } from '@hookline/server-database';
import { randomUUID } from 'node:crypto';
import { createLogger } from '@hookline/server-logging';
import * as amqp from 'amqplib';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import {
  assertServiceQueues,
  createOutboxTable,
  deadLetterQueueName,
  enqueueOutboxEvent,
  OutboxMessageEntity,
  OutboxRelay,
  ServiceClient,
  ServiceClients,
  serviceQueueName,
} from '../../src';

// Local helpers: importing @hookline/server-testing here would make a lib dependency cycle.
function testEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hookline_test',
    RABBITMQ_URL: process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    RMQ_QUEUE_PREFIX: `t-${randomUUID().slice(0, 8)}-`,
    ...overrides,
  };
}

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const value = await check();
    if (value !== undefined) return value;
  }
  throw new Error('waitFor timed out');
}

class OutboxOnly1700000000002 implements MigrationInterface {
  name = 'OutboxOnly1700000000002';
  async up(queryRunner: QueryRunner) {
    await createOutboxTable(queryRunner, 'profile');
  }
  async down() {}
}

describe('outbox', () => {
  // A database of its own: this suite creates and drops a schema other suites also use.
  const dbUrl = new URL(testEnv().DATABASE_URL!);
  dbUrl.pathname = `/hookline_outbox_${randomUUID().slice(0, 8)}`;
  const env = testEnv({ DATABASE_URL: dbUrl.toString() });
  const config = loadConfig(BaseEnv, env);
  let dataSource: DataSource;
  let relay: OutboxRelay;
  let client: ServiceClient;
  let connection: amqp.ChannelModel;
  let channel: amqp.Channel;

  beforeAll(async () => {
    await ensureDatabaseExists(env.DATABASE_URL!);
    dataSource = createServiceDataSource({ service: 'profile', url: env.DATABASE_URL!, entities: [OutboxMessageEntity], migrations: [OutboxOnly1700000000002] });
    await dataSource.initialize();
    await runMigrationsWithLock(dataSource, 'profile');
    await assertServiceQueues(env.RABBITMQ_URL!, 'credits', env.RMQ_QUEUE_PREFIX!, config.RMQ_DELIVERY_LIMIT);
    client = new ServiceClient('credits', config, 5_000);
    relay = new OutboxRelay(dataSource, new ServiceClients(new Map([['credits', client]])), createLogger('test', 'silent'));
    connection = await amqp.connect(env.RABBITMQ_URL!);
    channel = await connection.createChannel();
  });

  afterAll(async () => {
    await channel.deleteQueue(serviceQueueName('credits', env.RMQ_QUEUE_PREFIX));
    await channel.deleteQueue(deadLetterQueueName('credits', env.RMQ_QUEUE_PREFIX));
    await connection.close();
    await client.onApplicationShutdown();
    await dataSource.destroy();
    await dropDatabase(env.DATABASE_URL!);
  });

  it('publishes an event only when the transaction that wrote it commits', async () => {
    const marker = `m-${Date.now()}`;
    await expect(
      dataSource.transaction(async (manager) => {
        await enqueueOutboxEvent(manager, { target: 'credits', pattern: 'credits.test.rolled-back', payload: { marker } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await dataSource.transaction((manager) => enqueueOutboxEvent(manager, { target: 'credits', pattern: 'credits.test.committed', payload: { marker } }));

    await relay.flush();
    const message = await waitFor(async () => {
      const got = await channel.get(serviceQueueName('credits', env.RMQ_QUEUE_PREFIX), { noAck: true });
      return got || undefined;
    });
    const body = JSON.parse(message.content.toString());
    expect(body).toMatchObject({ pattern: 'credits.test.committed', data: { marker } });
    expect(message.properties.deliveryMode).toBe(2); // persistent
    expect(await channel.get(serviceQueueName('credits', env.RMQ_QUEUE_PREFIX), { noAck: true })).toBe(false);
    const [row] = await dataSource.query(`SELECT published_at, attempts FROM "profile"."outbox" WHERE payload->>'marker' = $1`, [marker]);
    expect(row.published_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(await relay.flush()).toBe(0); // nothing is published twice
  });

  it('refuses to record an event outside a transaction', async () => {
    await expect(enqueueOutboxEvent(dataSource.manager, { target: 'credits', pattern: 'x', payload: {} })).rejects.toThrow('inside the transaction');
  });
});
