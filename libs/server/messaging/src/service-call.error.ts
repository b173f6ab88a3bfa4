import { isRpcErrorPayload } from '@hookline/contracts';
import { TimeoutError } from 'rxjs';

/** A failed call to another service, carrying the HTTP status the gateway should answer with. */
export class ServiceCallError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | string[],
    readonly service: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(Array.isArray(detail) ? detail.join(', ') : detail);
    this.name = 'ServiceCallError';
  }

  static from(error: unknown, service: string): ServiceCallError {
    if (error instanceof ServiceCallError) return error;
    if (isRpcErrorPayload(error)) return new ServiceCallError(error.status, error.message, service, error.details);
    if (error instanceof TimeoutError) {
      return new ServiceCallError(504, `The ${service} service did not answer in time. Please try again.`, service);
    }
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    if (/no matching message handler/i.test(message)) {
      return new ServiceCallError(502, `The ${service} service does not handle this request.`, service);
    }
    return new ServiceCallError(503, `The ${service} service is unavailable. Please try again shortly.`, service);
  }
}
