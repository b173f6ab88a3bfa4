import type { ServiceName } from '@hookline/contracts';
import { Transport, type RmqOptions } from '@nestjs/microservices';
import { serviceQueueName, serviceQueueOptions } from './queue-topology';

/**
 * amqplib leaves Nagle's algorithm on: small RPC frames then wait up to ~40 ms for an ACK
 * (bench/rpc-hop measured +37 ms at p99 from it). Latency matters more than packet count here.
 */
const socketOptions = { connectionOptions: { noDelay: true } };

export interface BrokerSettings {
  RABBITMQ_URL: string;
  RMQ_QUEUE_PREFIX: string;
  RMQ_DELIVERY_LIMIT: number;
}

/** Consumer side: manual ack (see RmqAckInterceptor), bounded prefetch, persistent replies. */
export function serviceServerOptions(service: ServiceName, broker: BrokerSettings, prefetch: number): RmqOptions {
  return {
    transport: Transport.RMQ,
    options: {
      urls: [broker.RABBITMQ_URL],
      queue: serviceQueueName(service, broker.RMQ_QUEUE_PREFIX),
      queueOptions: serviceQueueOptions(service, broker.RMQ_QUEUE_PREFIX, broker.RMQ_DELIVERY_LIMIT),
      socketOptions,
      noAck: false,
      prefetchCount: prefetch,
      persistent: true,
    },
  };
}

/** Producer side: persistent messages to the owning service's queue. */
export function serviceClientOptions(service: ServiceName, broker: BrokerSettings): NonNullable<RmqOptions['options']> {
  return {
    urls: [broker.RABBITMQ_URL],
    queue: serviceQueueName(service, broker.RMQ_QUEUE_PREFIX),
    queueOptions: serviceQueueOptions(service, broker.RMQ_QUEUE_PREFIX, broker.RMQ_DELIVERY_LIMIT),
    socketOptions,
    persistent: true,
  };
}
