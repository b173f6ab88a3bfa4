import { jobOwner, jobsStatusPattern, type JobStatusRequest } from '@hookline/contracts';
import { JobStatusDto } from './dto/job-status.dto';
import { ServiceClients } from '@hookline/server-messaging';
import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionAuthGuard } from '../../auth/session-auth.guard';
import type { SessionUser } from '../../auth/session';

@ApiTags('jobs')
@ApiCookieAuth()
@UseGuards(SessionAuthGuard)
@Controller('jobs')
export class JobsController {
  constructor(private readonly clients: ServiceClients) {}

  @Get('status/:jobId')
  @ApiOperation({ summary: 'Status of a background job, routed to its owning service by the id prefix' })
  @ApiOkResponse({ type: JobStatusDto })
  @ApiNotFoundResponse({ description: 'Unknown job, or a job of another user' })
  async status(@Param('jobId') jobId: string, @CurrentUser() user: SessionUser): Promise<JobStatusDto> {
    const owner = jobOwner(jobId);
    if (!owner) throw new NotFoundException('Job not found');
    const request: JobStatusRequest = { userId: user.id, jobId };
    return this.clients.get(owner).send<JobStatusDto>(jobsStatusPattern(owner), request);
  }
}
