import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What follows one request through HTTP, RabbitMQ and jobs, for the log lines it causes. */
export interface RequestContext {
  requestId: string;
  userId?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accepts a caller's request id when it is sane, otherwise makes a new one. */
export function requestIdFrom(value: unknown): string {
  return typeof value === 'string' && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}
