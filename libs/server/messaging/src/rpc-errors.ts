import { RPC_ERROR_STATUS, type RpcErrorCode, type RpcErrorPayload } from '@hookline/contracts';
import { RpcException } from '@nestjs/microservices';

function rpcError(code: RpcErrorCode, message: string | string[], details?: Record<string, unknown>): RpcException {
  const payload: RpcErrorPayload = { status: RPC_ERROR_STATUS[code], code, message, ...(details ? { details } : {}) };
  return new RpcException(payload);
}

/** The domain errors a handler throws; each reaches the HTTP client with its status and message. */
export const RpcErrors = {
  validation: (message: string | string[]) => rpcError('validation', message),
  unauthorized: (message = 'Not authenticated') => rpcError('unauthorized', message),
  forbidden: (message: string) => rpcError('forbidden', message),
  notFound: (message: string) => rpcError('not_found', message),
  conflict: (message: string) => rpcError('conflict', message),
  insufficientCredits: (details: { required: number; remaining: number }) =>
    rpcError('insufficient_credits', 'Insufficient credits', details),
  upstreamOverloaded: (message = 'AI service is temporarily overloaded. Please try again in a few minutes.') =>
    rpcError('upstream_overloaded', message),
};

/** True for errors that retrying cannot fix (the message itself is wrong or not allowed). */
export function isDomainRpcError(error: unknown): boolean {
  if (!(error instanceof RpcException)) return false;
  const payload = error.getError() as RpcErrorPayload;
  return typeof payload === 'object' && payload !== null && payload.status >= 400 && payload.status < 500;
}
