import { healthPingPattern, HealthPingRequest, type HealthPingResponse, type ServiceName } from '@hookline/contracts';
import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DependencyChecks } from './dependency-checks';

const startedAt = Date.now();

/** Answers `<service>.health.ping` with the state of the service's own dependencies. */
export function createHealthPingController(service: ServiceName, version: string): Type<unknown> {
  @Controller()
  class HealthPingController {
    constructor(@Inject(DependencyChecks) private readonly checks: DependencyChecks) {}

    @MessagePattern(healthPingPattern(service))
    async ping(@Payload() request: HealthPingRequest): Promise<HealthPingResponse> {
      const dependencies = request.deep === false ? undefined : await this.checks.report();
      return {
        service,
        status: !dependencies || Object.values(dependencies).every((s) => s === 'up') ? 'ok' : 'degraded',
        ...(dependencies ? { dependencies } : {}),
        uptime_s: Math.floor((Date.now() - startedAt) / 1000),
        version,
        received_at: Date.now(),
      };
    }
  }
  return HealthPingController;
}
