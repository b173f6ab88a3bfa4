// Diagnostic companion of run.mjs: the RabbitMQ request/reply round trip alone, with plain amqplib
// (no Nest, no HTTP), to tell the broker's share of the hop from the frameworks'.
//
//   bash tools/node/with-node24.sh node bench/rpc-hop/broker-only.mjs
//
// One temporary queue per case (deleted afterwards); replies over direct reply-to like Nest's
// ClientRMQ. Cases: quorum queue + persistent messages (what Hookline declares) vs a transient
// classic queue, each with Nagle's algorithm (amqplib's default) and with TCP_NODELAY.
// Timing per case: 200 calls one at a time, then 10 rounds of 20 concurrent chains × 25 calls (the
// shape autocannon gives 500 req/s over 20 connections). Prints p50/p99 in ms; never fails on time.
import amqp from 'amqplib';
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';

const RABBITMQ_URL = process.env.BENCH_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

function percentile(values, q) {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function trial({ quorum, noDelay }) {
  const queue = `bench-rpchop-broker-${randomUUID().slice(0, 8)}`;
  const server = await amqp.connect(RABBITMQ_URL, { noDelay });
  const client = await amqp.connect(RABBITMQ_URL, { noDelay });
  try {
    const sch = await server.createChannel();
    await sch.assertQueue(queue, quorum ? { durable: true, arguments: { 'x-queue-type': 'quorum' } } : { durable: false });
    await sch.prefetch(16);
    await sch.consume(queue, (m) => {
      if (!m) return; // cancelled when the queue is deleted
      sch.sendToQueue(m.properties.replyTo, Buffer.from('{"status":"ok"}'), { correlationId: m.properties.correlationId });
      sch.ack(m);
    });
    const cch = await client.createChannel();
    const pending = new Map();
    await cch.consume('amq.rabbitmq.reply-to', (m) => m && pending.get(m.properties.correlationId)?.(), { noAck: true });
    const call = () =>
      new Promise((resolve) => {
        const id = randomUUID();
        const started = process.hrtime.bigint();
        pending.set(id, () => {
          pending.delete(id);
          resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
        cch.sendToQueue(queue, Buffer.from('{"pattern":"ping","data":{"deep":false}}'), {
          replyTo: 'amq.rabbitmq.reply-to',
          correlationId: id,
          persistent: quorum,
          expiration: '2000',
        });
      });
    for (let i = 0; i < 100; i++) await call(); // warm-up
    const sequential = [];
    for (let i = 0; i < 200; i++) sequential.push(await call());
    const bursts = [];
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          for (let i = 0; i < 25; i++) bursts.push(await call());
        }),
      );
    }
    await sch.deleteQueue(queue);
    const f = (n) => n.toFixed(2).padStart(6);
    console.log(
      `| ${quorum ? 'quorum, persistent ' : 'classic, transient '} | ${noDelay ? 'TCP_NODELAY' : 'Nagle      '} | ${f(percentile(sequential, 0.5)).padStart(15)} | ${f(percentile(sequential, 0.99))} | ${f(percentile(bursts, 0.5)).padStart(17)} | ${f(percentile(bursts, 0.99))} |`,
    );
  } finally {
    await client.close().catch(() => {});
    await server.close().catch(() => {});
  }
}

console.log('| queue               | socket      | 1-at-a-time p50 |    p99 | 20-way bursts p50 |    p99 |');
console.log('|---------------------|-------------|----------------:|-------:|------------------:|-------:|');
try {
  for (const noDelay of [false, true]) {
    for (const quorum of [true, false]) await trial({ quorum, noDelay });
  }
} catch (error) {
  console.error(`broker-only: could not run: ${error.message}`);
  process.exitCode = 1;
}
