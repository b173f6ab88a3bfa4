import { JOB_STATUSES, type JobStatus, type JobStatusResponse } from '@hookline/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The HTTP shape of `<service>.jobs.status`, documented for the OpenAPI document. */
export class JobStatusDto implements JobStatusResponse {
  @ApiProperty({ example: 'video_6f1c1f5e-2b0a-4c55-9d4b-4a0f4c7c9a10' }) job_id!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty({ type: String, nullable: true, example: 'Generating your creator profile' }) progress!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ nullable: true, description: 'What the job produced; its shape depends on the job type' }) result!: unknown;
  @ApiProperty({ type: String, nullable: true, example: 'Job failed' }) error!: string | null;
  @ApiPropertyOptional({ description: 'Set by script generation when the script was saved to the library' }) saved_script_id?: string;
}
