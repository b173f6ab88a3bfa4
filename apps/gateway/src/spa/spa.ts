import type { AppLogger } from '@hookline/server-logging';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built SPA at / and its client-side routes (any GET outside /api that wants HTML
 * gets index.html). /api paths never fall through to the SPA: unknown ones stay JSON 404s.
 */
export function serveSpa(app: NestExpressApplication, webDistDir: string, logger: AppLogger): boolean {
  const root = path.resolve(webDistDir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn({ web_dist_dir: root }, 'no built SPA found; serving the API only (run the web build)');
    return false;
  }
  app.useStaticAssets(root, { index: false, maxAge: '1h', setHeaders: (res, file) => file.includes(`${path.sep}assets${path.sep}`) && res.setHeader('cache-control', 'public, max-age=31536000, immutable') });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/api' || req.path.startsWith('/api/') || !req.accepts('html')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return true;
}
