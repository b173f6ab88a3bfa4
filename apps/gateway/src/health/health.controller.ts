import { isServiceName } from '@hookline/contracts';
import { ServiceClients } from '@hookline/server-messaging';
import { Controller, Get, HttpStatus, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import type { GatewayEnv } from '../config/env.schema';
import { GATEWAY_CONFIG } from '../config/gateway-config';
import { pingAllServices, pingService } from './service-health';

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly clients: ServiceClients,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
  ) {}

  @Get()
  @ApiOperation({ summary: 'State and round-trip time of every service, pinged over RabbitMQ' })
  @ApiOkResponse({ description: 'All services are up' })
  @ApiServiceUnavailableResponse({ description: 'At least one service is down' })
  async all(@Res({ passthrough: true }) res: Response) {
    const services = await pingAllServices(this.clients, this.config.HEALTH_PING_TIMEOUT_MS);
    const ok = Object.values(services).every((s) => s.status === 'up');
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'degraded', services };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness of the gateway process (answered without leaving the gateway)' })
  live() {
    return { status: 'ok' };
  }

  @Get('services/:service')
  @ApiOperation({ summary: 'State and round-trip time of one service; deep=false skips its dependency checks' })
  @ApiQuery({ name: 'deep', required: false, enum: ['true', 'false'] })
  async one(@Param('service') service: string, @Query('deep') deep: string | undefined, @Res({ passthrough: true }) res: Response) {
    if (!isServiceName(service)) throw new NotFoundException(`Unknown service ${service}`);
    const health = await pingService(this.clients, service, this.config.HEALTH_PING_TIMEOUT_MS, deep !== 'false');
    res.status(health.status === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { service, ...health };
  }
}
