import { currentRequestId, type AppLogger } from '@hookline/server-logging';
import { ServiceCallError } from '@hookline/server-messaging';
import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Response } from 'express';

/**
 * One error shape for the whole API: `{ detail, ...extra, request_id }`. `detail` is what the
 * SPA shows (a string, or a list of validation messages); services' messages pass through.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: AppLogger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toResponse(exception);
    if (res.headersSent) return;
    res.status(status).json({ ...body, request_id: currentRequestId() });
  }

  private toResponse(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof ServiceCallError) {
      if (exception.status >= 500) this.logger.warn({ service: exception.service, status: exception.status }, exception.message);
      return { status: exception.status, body: { detail: exception.detail, ...(exception.details ?? {}) } };
    }
    if (exception instanceof ThrottlerException) {
      return { status: HttpStatus.TOO_MANY_REQUESTS, body: { detail: 'Too many requests. Please slow down and try again shortly.' } };
    }
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const detail =
        typeof response === 'string' ? response : ((response as { detail?: unknown; message?: unknown }).detail ?? (response as { message?: unknown }).message ?? exception.message);
      return { status: exception.getStatus(), body: { detail } };
    }
    this.logger.error({ err: exception }, 'unhandled error');
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { detail: 'Internal server error' } };
  }
}
