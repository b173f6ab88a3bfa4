import { requestContext, requestIdFrom, REQUEST_ID_HEADER, type AppLogger } from '@hookline/server-logging';
import type { NextFunction, Request, Response } from 'express';

/** Gives every request an id (the caller's `x-request-id` when sane), echoes it, logs the outcome. */
export function requestIdMiddleware(logger: AppLogger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      if (!req.path.startsWith('/api/')) return;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { request_id: requestId, method: req.method, path: req.path, status: res.statusCode, duration_ms: Math.round(durationMs * 10) / 10 },
        'request',
      );
    });
    requestContext.run({ requestId }, () => next());
  };
}
