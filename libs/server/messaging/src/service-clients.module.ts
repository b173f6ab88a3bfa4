import type { ServiceName } from '@hookline/contracts';
import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { BrokerSettings } from './rmq-transport-options';
import { ServiceClient } from './service-client';

export const serviceClientToken = (service: ServiceName) => `hookline:service-client:${service}`;

/** Registry of the clients a process was given, for code that picks the service at run time. */
export class ServiceClients {
  constructor(private readonly clients: Map<ServiceName, ServiceClient>) {}

  get(service: ServiceName): ServiceClient {
    const client = this.clients.get(service);
    if (!client) throw new Error(`No client registered for the ${service} service`);
    return client;
  }
}

@Module({})
export class ServiceClientsModule {
  static register(options: { services: readonly ServiceName[]; broker: BrokerSettings; timeoutMs: number }): DynamicModule {
    const providers: Provider[] = options.services.map((service) => ({
      provide: serviceClientToken(service),
      useFactory: () => new ServiceClient(service, options.broker, options.timeoutMs),
    }));
    providers.push({
      provide: ServiceClients,
      useFactory: (...clients: ServiceClient[]) => new ServiceClients(new Map(clients.map((c) => [c.service, c]))),
      inject: options.services.map(serviceClientToken),
    });
    return { module: ServiceClientsModule, global: true, providers, exports: providers };
  }
}
