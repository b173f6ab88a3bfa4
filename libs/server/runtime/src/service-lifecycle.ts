import type { ServiceEnv } from '@hookline/server-config';
import { DependencyChecks, ProbeServer } from '@hookline/server-health';
import type { AppLogger } from '@hookline/server-logging';
import type { OutboxRelay } from '@hookline/server-messaging';
import type { WorkerHost } from '@nestjs/bullmq';
import type { BeforeApplicationShutdown, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/**
 * Starts what runs beside the message handlers and stops it in a safe order: stop taking
 * jobs and publishing, let running jobs finish, then close the database pool.
 */
export class ServiceLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly probe: ProbeServer;
  probePort?: number;

  constructor(
    private readonly config: ServiceEnv,
    private readonly logger: AppLogger,
    private readonly dataSource: DataSource,
    private readonly checks: DependencyChecks,
    private readonly outbox: OutboxRelay,
    private readonly worker: WorkerHost,
    service: string,
  ) {
    this.probe = new ProbeServer(checks, logger, { service });
  }

  async onApplicationBootstrap() {
    this.probePort = await this.probe.listen(this.config.PROBE_PORT);
    this.outbox.start();
  }

  async beforeApplicationShutdown(signal?: string) {
    this.logger.info({ signal }, 'shutting down');
    await this.outbox.stop();
    await this.worker.worker?.close();
  }

  async onApplicationShutdown() {
    await this.probe.close();
    await this.checks.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
