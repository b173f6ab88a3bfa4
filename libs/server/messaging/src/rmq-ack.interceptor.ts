import { requestContext, requestIdFrom, REQUEST_ID_HEADER, type AppLogger } from '@hookline/server-logging';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RmqContext } from '@nestjs/microservices';
import type { Channel, Message } from 'amqplib';
import { Observable } from 'rxjs';
import { rpcMetrics } from './rpc-metrics';
import { isDomainRpcError } from './rpc-errors';

/**
 * Acknowledges a message only after its handler has finished (and so committed its work).
 * Requests are always acked: the caller receives the outcome as the reply. A failed event is
 * returned to the queue; the quorum queue's delivery limit dead-letters it if it keeps failing.
 * Also puts the caller's request id into the async context so every log line carries it.
 */
@Injectable()
export class RmqAckInterceptor implements NestInterceptor {
  constructor(private readonly logger: AppLogger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rmq = context.switchToRpc().getContext();
    if (!(rmq instanceof RmqContext)) return next.handle();
    const channel = rmq.getChannelRef() as Channel;
    const message = rmq.getMessage() as Message;
    const pattern = rmq.getPattern();
    const isRequest = Boolean(message.properties.replyTo);
    const data = context.switchToRpc().getData() as { userId?: unknown } | undefined;
    const store = {
      requestId: requestIdFrom(message.properties.headers?.[REQUEST_ID_HEADER]),
      ...(typeof data?.userId === 'string' ? { userId: data.userId } : {}),
    };
    const stopTimer = rpcMetrics.duration.startTimer({ pattern });
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      const outcome = error === undefined ? 'ok' : isDomainRpcError(error) ? 'rejected' : 'error';
      stopTimer({ outcome });
      if (error === undefined || isRequest || outcome === 'rejected') {
        channel.ack(message);
      } else {
        const deliveries = Number(message.properties.headers?.['x-delivery-count'] ?? 0) + 1;
        this.logger.warn({ pattern, deliveries, err: error }, 'event handler failed; message returned to the queue');
        channel.nack(message, false, true);
      }
    };
    return new Observable((subscriber) =>
      requestContext.run(store, () => {
        const subscription = next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error) => {
            settle(error);
            subscriber.error(error);
          },
          complete: () => {
            settle();
            subscriber.complete();
          },
        });
        return () => subscription.unsubscribe();
      }),
    );
  }
}
