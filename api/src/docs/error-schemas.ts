import type { SchemaObject } from '@nestjs/swagger';

/** OpenAPI schema of the JSON error body `{ statusCode, error, message, issues? }`. */
export function errorBodySchema(statusCode: number, example: string, withIssues = false): SchemaObject {
  const properties: Record<string, SchemaObject> = {
    statusCode: { type: 'integer', example: statusCode },
    error: { type: 'string' },
    message: { type: 'string', example },
  };
  if (withIssues) {
    properties.issues = {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string', example: 'workEmail' }, message: { type: 'string', example: 'Please use a business email address.' } },
        required: ['field', 'message'],
      },
    };
  }
  return { type: 'object', properties, required: ['statusCode', 'error', 'message', ...(withIssues ? ['issues'] : [])] };
}
