import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** Where the OpenAPI document (JSON) is served. */
export const OPENAPI_PATH = 'api/docs';

/** Builds the OpenAPI document from the controllers' decorators and the contracts' zod schemas. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Surface Harvester lead API')
    .setDescription(
      'Lead intake (contact submissions, demo requests, evidence-pack requests), the staff read of contact ' +
        'submissions, health and metrics. Every error answers JSON { statusCode, error, message, issues? }.',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Serves the OpenAPI document as JSON at `/api/docs` (no UI: load it in any OpenAPI viewer). */
export function setupOpenApi(app: NestFastifyApplication): void {
  let document: OpenAPIObject | undefined;
  SwaggerModule.setup(OPENAPI_PATH, app, () => (document ??= buildOpenApiDocument(app)), {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: OPENAPI_PATH,
  });
}
