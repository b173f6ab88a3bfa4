import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The public HTTP API as an OpenAPI document; committed to openapi/ and served at /api/docs. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Hookline API')
    .setDescription('HTTP API of the Hookline gateway. Errors are JSON: `{ detail, request_id }`.')
    .setVersion('1.0.0')
    .addCookieAuth('hookline.sid')
    .build();
  return SwaggerModule.createDocument(app, config);
}

export function serveOpenApi(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
