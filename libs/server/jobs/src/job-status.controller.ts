import { jobsStatusPattern, JobStatusRequest, type JobStatusResponse, type ServiceName } from '@hookline/contracts';
import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { JobsService } from './jobs.service';

/** Answers `<service>.jobs.status` for the gateway's GET /api/jobs/status/:jobId. */
export function createJobStatusController(service: ServiceName): Type<unknown> {
  @Controller()
  class JobStatusController {
    constructor(@Inject(JobsService) private readonly jobs: JobsService) {}

    @MessagePattern(jobsStatusPattern(service))
    status(@Payload() request: JobStatusRequest): Promise<JobStatusResponse> {
      return this.jobs.statusFor(request.userId, request.jobId);
    }
  }
  return JobStatusController;
}
