import type { ServiceName } from '@hookline/contracts';
import * as amqp from 'amqplib';

/** One durable queue per service; several replicas of a service share it (competing consumers). */
export function serviceQueueName(service: ServiceName, prefix = ''): string {
  return `${prefix}hookline.${service}`;
}

export function deadLetterQueueName(service: ServiceName, prefix = ''): string {
  return `${serviceQueueName(service, prefix)}.dead-letter`;
}

/**
 * Quorum queues count deliveries, so a message that keeps failing is dead-lettered after
 * `deliveryLimit` attempts instead of blocking the queue. Client and server must declare the
 * queue with identical arguments, hence one function for both.
 */
export function serviceQueueOptions(service: ServiceName, prefix: string, deliveryLimit: number) {
  return {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-delivery-limit': deliveryLimit,
      'x-dead-letter-exchange': '',
      'x-dead-letter-routing-key': deadLetterQueueName(service, prefix),
    },
  };
}

/** Declares the service's queues before its consumer starts. */
export async function assertServiceQueues(url: string, service: ServiceName, prefix: string, deliveryLimit: number) {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    await channel.assertQueue(deadLetterQueueName(service, prefix), { durable: true });
    await channel.assertQueue(serviceQueueName(service, prefix), serviceQueueOptions(service, prefix, deliveryLimit));
    await channel.close();
  } finally {
    await connection.close();
  }
}
