import { healthPingPattern, SERVICE_NAMES, type HealthPingResponse, type ServiceName } from '@hookline/contracts';
import { ServiceClients } from '@hookline/server-messaging';

export interface ServiceHealth {
  status: 'up' | 'down';
  rtt_ms: number | null;
  dependencies?: HealthPingResponse['dependencies'];
  error?: string;
}

/** Pings one service over RabbitMQ and measures the round trip. */
export async function pingService(clients: ServiceClients, service: ServiceName, timeoutMs: number, deep = true): Promise<ServiceHealth> {
  const started = performance.now();
  try {
    const answer = await clients.get(service).send<HealthPingResponse>(healthPingPattern(service), { sent_at: Date.now(), deep }, { timeoutMs });
    const rtt = Math.round((performance.now() - started) * 10) / 10;
    return { status: answer.status === 'ok' ? 'up' : 'down', rtt_ms: rtt, ...(answer.dependencies ? { dependencies: answer.dependencies } : {}) };
  } catch (error) {
    return { status: 'down', rtt_ms: null, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function pingAllServices(clients: ServiceClients, timeoutMs: number): Promise<Record<ServiceName, ServiceHealth>> {
  const results = await Promise.all(SERVICE_NAMES.map((s) => pingService(clients, s, timeoutMs)));
  return Object.fromEntries(SERVICE_NAMES.map((s, i) => [s, results[i]])) as Record<ServiceName, ServiceHealth>;
}
