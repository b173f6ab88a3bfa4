import { IsIn, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { SERVICE_NAMES, type ServiceName } from '../platform/service-names';

export const JOB_STATUSES = ['queued', 'started', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Job ids carry their owner (`video_…`) so the gateway can route a status request. */
export const JOB_ID_PATTERN = new RegExp(`^(${SERVICE_NAMES.join('|')})_[0-9a-f-]{36}$`);

export function jobOwner(jobId: string): ServiceName | null {
  const match = JOB_ID_PATTERN.exec(jobId);
  return match ? (match[1] as ServiceName) : null;
}

/** `<service>.jobs.status` */
export const jobsStatusPattern = (service: ServiceName) => `${service}.jobs.status` as const;

export class JobStatusRequest {
  @IsUUID() userId!: string;
  @Matches(JOB_ID_PATTERN) jobId!: string;
}

export class JobStatusResponse {
  @IsString() job_id!: string;
  @IsIn(JOB_STATUSES) status!: JobStatus;
  @IsOptional() @IsString() progress!: string | null;
  @IsOptional() @IsString() message!: string | null;
  @IsOptional() result!: unknown;
  @IsOptional() @IsString() error!: string | null;
  @IsOptional() @IsString() saved_script_id?: string;
}
