import type { ServiceName } from '@hookline/contracts';
import { loadConfig, BaseEnv } from '@hookline/server-config';
import { deadLetterQueueName, serviceQueueName, ServiceClient } from '@hookline/server-messaging';
import { createServiceApp, type ServiceApp, type ServiceDefinition } from '@hookline/server-runtime';
import * as amqp from 'amqplib';

/** A service started in-process on the test's own queue, as it runs in production. */
export async function startService(definition: ServiceDefinition<any>, env: NodeJS.ProcessEnv): Promise<ServiceApp<any>> {
  const service = await createServiceApp(definition, env);
  await service.app.listen();
  return service;
}

/** A client that talks to a service exactly as the gateway does. */
export function clientFor(service: ServiceName, env: NodeJS.ProcessEnv, timeoutMs?: number): ServiceClient {
  const config = loadConfig(BaseEnv, env);
  return new ServiceClient(service, config, timeoutMs ?? config.RPC_TIMEOUT_MS);
}

/** Deletes the queues a test created (its prefix makes them its own). */
export async function deleteTestQueues(env: NodeJS.ProcessEnv, services: readonly ServiceName[]): Promise<void> {
  const connection = await amqp.connect(env.RABBITMQ_URL!);
  try {
    const channel = await connection.createChannel();
    for (const service of services) {
      await channel.deleteQueue(serviceQueueName(service, env.RMQ_QUEUE_PREFIX));
      await channel.deleteQueue(deadLetterQueueName(service, env.RMQ_QUEUE_PREFIX));
    }
    await channel.close();
  } finally {
    await connection.close();
  }
}
