import type { ServiceName } from '@hookline/contracts';
import { Transport, type RmqOptions } from '@nestjs/microservices';
import { serviceQueueName, serviceQueueOptions } from './queue-topology';

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
    persistent: true,
  };
}
