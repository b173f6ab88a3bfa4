import 'reflect-metadata';
import { exitOnStartupError } from '@hookline/server-config';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGatewayApp } from './gateway-app';
import { buildOpenApiDocument } from './openapi/openapi';

async function main() {
  const writeIndex = process.argv.indexOf('--write-openapi');
  if (writeIndex > 0) {
    // Only the document is needed: a throwaway secret is fine, nothing listens.
    const { app } = await createGatewayApp({ ...process.env, SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'warn' });
    const target = process.argv[writeIndex + 1] ?? 'openapi/gateway.openapi.json';
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
    await app.close();
    return;
  }
  const { app, config, logger } = await createGatewayApp();
  await app.listen(config.PORT);
  logger.info({ port: config.PORT, url: config.PUBLIC_URL }, 'gateway ready');
}

main().catch((error) => exitOnStartupError(error, 'gateway'));
