/**
 * The error every service answers with over RabbitMQ. `status` is the HTTP status the
 * gateway gives the client; `message` is shown to the user as `detail`.
 */
export const RPC_ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  internal: 500,
  upstream_overloaded: 503,
  unavailable: 503,
  timeout: 504,
} as const;

export type RpcErrorCode = keyof typeof RPC_ERROR_STATUS;

export interface RpcErrorPayload {
  status: number;
  code: RpcErrorCode;
  message: string | string[];
  /** Extra fields the client needs, e.g. `{ required, remaining }` for insufficient credits. */
  details?: Record<string, unknown>;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && v.code in RPC_ERROR_STATUS && v.message !== undefined;
}
