import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import type { ServiceName } from './service-names';

/** `<service>.health.ping`: answered by every service; the gateway's /api/health fans out to all six. */
export const healthPingPattern = (service: ServiceName) => `${service}.health.ping` as const;

export class HealthPingRequest {
  /** Milliseconds since epoch when the caller sent the ping. */
  @IsInt()
  @Min(0)
  sent_at!: number;

  /** false: answer without checking the database, Redis and broker (measures the hop alone). */
  @IsOptional()
  @IsBoolean()
  deep?: boolean;
}

export const DEPENDENCY_STATES = ['up', 'down'] as const;
export type DependencyState = (typeof DEPENDENCY_STATES)[number];

export class HealthDependencies {
  @IsIn(DEPENDENCY_STATES) database!: DependencyState;
  @IsIn(DEPENDENCY_STATES) redis!: DependencyState;
  @IsIn(DEPENDENCY_STATES) broker!: DependencyState;
}

export class HealthPingResponse {
  @IsString() service!: ServiceName;
  @IsIn(['ok', 'degraded']) status!: 'ok' | 'degraded';
  /** Absent when the ping was not deep. */
  @IsOptional() @IsObject() @ValidateNested() @Type(() => HealthDependencies) dependencies?: HealthDependencies;
  @IsInt() @Min(0) uptime_s!: number;
  @IsOptional() @IsString() version?: string;
  @IsInt() @Min(0) received_at!: number;
}
