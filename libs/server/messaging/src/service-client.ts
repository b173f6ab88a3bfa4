import type { ServiceName } from '@hookline/contracts';
import { currentRequestId, REQUEST_ID_HEADER } from '@hookline/server-logging';
import type { OnApplicationShutdown } from '@nestjs/common';
import { ClientRMQ, RmqRecordBuilder } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { firstValueFrom, lastValueFrom, timeout } from 'rxjs';
import { ServiceCallError } from './service-call.error';
import { serviceClientOptions, type BrokerSettings } from './rmq-transport-options';

export interface SendOptions {
  timeoutMs?: number;
}

/**
 * Talks to one service over RabbitMQ. Every request has a deadline: it expires in the queue
 * when nobody takes it in time (no ghost work after the caller gave up) and the caller gets
 * a 504. The request id of the current context travels in the message headers.
 */
export class ServiceClient implements OnApplicationShutdown {
  private readonly proxy: ClientRMQ;

  constructor(
    readonly service: ServiceName,
    broker: BrokerSettings,
    private readonly defaultTimeoutMs: number,
  ) {
    this.proxy = new ClientRMQ(serviceClientOptions(service, broker));
  }

  async send<TResult, TPayload extends object = object>(pattern: string, payload: TPayload, options: SendOptions = {}): Promise<TResult> {
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const record = new RmqRecordBuilder(payload)
      .setOptions({ headers: this.headers(), expiration: String(timeoutMs), persistent: true })
      .build();
    try {
      return await firstValueFrom(this.proxy.send<TResult>(pattern, record).pipe(timeout({ first: timeoutMs })));
    } catch (error) {
      throw ServiceCallError.from(error, this.service);
    }
  }

  /** Fire-and-forget event; resolves once the broker has confirmed it (persistent, no expiry). */
  async emit<TPayload extends object>(pattern: string, payload: TPayload, headers: Record<string, string> = {}): Promise<void> {
    const record = new RmqRecordBuilder(payload).setOptions({ headers: { ...this.headers(), ...headers }, persistent: true }).build();
    try {
      await lastValueFrom(this.proxy.emit(pattern, record).pipe(timeout({ first: this.defaultTimeoutMs })), { defaultValue: undefined });
    } catch (error) {
      throw ServiceCallError.from(error, this.service);
    }
  }

  async onApplicationShutdown() {
    await this.proxy.close();
  }

  private headers(): Record<string, string> {
    return { [REQUEST_ID_HEADER]: currentRequestId() ?? randomUUID() };
  }
}
