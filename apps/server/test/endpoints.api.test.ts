import { ENDPOINTS, envelopeSchema, type EndpointSpec } from '@suerte/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

/**
 * The contracts' endpoint table is what the web calls by: every entry must be a route of the server with the
 * same method and path, validating the same body or query and answering the same value. Compared on the
 * OpenAPI document, which the server generates from the schemas its routes validate with.
 */
interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string; schema: unknown; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const kind = testDatabaseKinds()[0]!;

/** The JSON schemas the server's OpenAPI transform makes of an entry's schemas. */
function expected(url: string, spec: EndpointSpec) {
  const transform = jsonSchemaTransform as unknown as (input: object) => {
    schema: {
      body?: unknown;
      querystring?: { properties: Record<string, unknown> };
      response: Record<number, unknown>;
    };
  };
  return transform({
    schema: {
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      response: { 200: envelopeSchema(spec.response) },
    },
    url,
    route: {},
    openapiObject: { openapi: '3.0.3' },
  }).schema;
}

describe('the endpoint table', () => {
  const t = withTestApp(kind);

  it.each(Object.entries(ENDPOINTS as Record<string, EndpointSpec>))(
    '%s is a route with its schemas',
    async (key, spec) => {
      const [method = '', path = ''] = key.split(' ');
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApi>();
      const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, `${key} is not a route`).toBeDefined();
      const want = expected(path, spec);

      const bodies = Object.values(operation!.requestBody?.content ?? {}).map((c) => c.schema);
      expect(bodies).toEqual(want.body === undefined ? [] : [want.body]);

      const query = (operation!.parameters ?? []).filter((p) => p.in === 'query');
      expect(Object.fromEntries(query.map((p) => [p.name, p.schema]))).toEqual(
        want.querystring?.properties ?? {},
      );

      expect(operation!.responses['200']?.content?.['application/json']?.schema).toEqual(want.response[200]);
    },
  );
});
