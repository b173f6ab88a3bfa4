import type { AppLogger } from '@hookline/server-logging';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, register } from 'prom-client';
import type { DependencyChecks } from './dependency-checks';

let defaultMetricsStarted = false;

/**
 * A tiny HTTP port beside the RabbitMQ consumer, for Kubernetes probes and Prometheus:
 * /health/live (the process answers), /health/ready (its dependencies answer), /metrics.
 */
export class ProbeServer {
  private server?: Server;

  constructor(
    private readonly checks: DependencyChecks,
    private readonly logger: AppLogger,
    private readonly labels: Record<string, string>,
  ) {}

  async listen(port: number): Promise<number> {
    if (!defaultMetricsStarted) {
      register.setDefaultLabels(this.labels);
      collectDefaultMetrics();
      defaultMetricsStarted = true;
    }
    this.server = createServer((req, res) => {
      const send = (status: number, body: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
      };
      if (req.method !== 'GET') return send(405, { detail: 'Method not allowed' });
      if (req.url === '/health/live') return send(200, { status: 'ok' });
      if (req.url === '/health/ready') {
        void this.checks.report().then((report) => {
          const ready = Object.values(report).every((s) => s === 'up');
          send(ready ? 200 : 503, { status: ready ? 'ok' : 'unavailable', dependencies: report });
        });
        return;
      }
      if (req.url === '/metrics') {
        void register.metrics().then((text) => send(200, text, register.contentType));
        return;
      }
      send(404, { detail: 'Not found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '0.0.0.0', resolve));
    const bound = (this.server.address() as AddressInfo).port;
    this.logger.info({ port: bound }, 'probe server listening');
    return bound;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
