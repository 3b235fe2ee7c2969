import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { request, startTestServer, type TestServer } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let env: TestEnvironment;
let server: TestServer;

beforeAll(async () => {
  env = await createTestEnvironment('openapi');
  server = await startTestServer(env.config());
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document of the three lead POSTs with their bodies and answers', async () => {
    const answer = await request<OpenApiDocument>(server.url('/api/docs'));

    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    for (const path of Object.values(API_PATHS)) {
      const post = answer.body.paths[path]?.post;
      expect(post).toBeDefined();
      expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['202', '400', '413', '415', '429', '503']));
      const schema = post?.requestBody?.content['application/json']?.schema;
      expect(schema?.properties).toHaveProperty('workEmail');
      expect(schema?.required).toContain('workEmail');
    }
    expect(answer.body.paths[API_PATHS.contactSubmissions]?.get).toBeDefined();
  });
});
