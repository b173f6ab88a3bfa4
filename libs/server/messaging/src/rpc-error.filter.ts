import { isRpcErrorPayload, type RpcErrorPayload } from '@hookline/contracts';
import { type AppLogger } from '@hookline/server-logging';
import { Catch, HttpException, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';

/**
 * Every failure leaves a service as an RpcErrorPayload. Unexpected errors are logged with
 * their stack here and reach the caller as a generic 500, never with internals.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(
    private readonly service: string,
    private readonly logger: AppLogger,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<RpcErrorPayload> {
    const pattern = host.getType() === 'rpc' ? host.switchToRpc().getContext()?.getPattern?.() : undefined;
    return throwError(() => this.toPayload(exception, pattern));
  }

  toPayload(exception: unknown, pattern?: string): RpcErrorPayload {
    if (exception instanceof RpcException) {
      const error = exception.getError();
      if (isRpcErrorPayload(error)) return error;
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const body = exception.getResponse() as { message?: string | string[] } | string;
      const message = typeof body === 'string' ? body : (body.message ?? exception.message);
      return { status: exception.getStatus(), code: exception.getStatus() === 404 ? 'not_found' : 'validation', message };
    }
    this.logger.error({ err: exception, pattern }, 'unhandled error in message handler');
    return { status: 500, code: 'internal', message: `Internal error in the ${this.service} service` };
  }
}
