import type { RequestHandler } from 'express';
import { z } from 'zod';
import { errorBodySchema } from '@leave/domain';
import { ENDPOINTS, operationIdOf, SESSION_COOKIE, securityOf, uploadBodyOf } from '@leave/service';
import type { AnyEndpoint } from '@leave/service';

type JsonSchema = Record<string, unknown>;

/** A request (input) or answer (output) schema as the document's JSON Schema. */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;

/** A query schema's fields as the document's query parameters. */
function parametersOf(query: z.ZodType) {
  const { properties = {}, required = [] } = schemaOf(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}

const errorAnswer = {
  description: 'Refused, or failed: what went wrong, and the field at fault for a 400',
  content: { 'application/json': { schema: schemaOf(errorBodySchema, 'output') } },
};

function operationOf(endpoint: AnyEndpoint) {
  const type = endpoint.produces ?? 'application/json';
  const answers = Object.entries(endpoint.responses).map(([status, schema]) => [
    status,
    {
      description: 'Done',
      content: { [type]: { schema: endpoint.produces ? { type: 'string' } : schemaOf(schema, 'output') } },
    },
  ]);
  return {
    summary: endpoint.summary,
    operationId: operationIdOf(endpoint),
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    ...(endpoint.query ? { parameters: parametersOf(endpoint.query) } : {}),
    ...(endpoint.upload ? { requestBody: uploadBodyOf(endpoint.upload) } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: { ...Object.fromEntries(answers), '4XX': errorAnswer, '5XX': errorAnswer },
  };
}

/**
 * The API document of the endpoints the mock serves, built from the same definitions (and zod
 * schemas) as the real API's. The real API's is made by its Fastify plugins, which the mock,
 * an express app that may not import the API, cannot run; the paths, operations, security and
 * schemas are the same, as mock-api/test/apiDocument.test.ts checks.
 */
export function apiDocument() {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const endpoint of ENDPOINTS) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Leave Management API (mock)',
      version: '1.0.0',
      description:
        'Every call of the leave-management product, as the mock API serves it. Errors are `{ message, field? }` ' +
        'with a 4xx/5xx status. Sign in with POST /userVerify: the session is an httpOnly cookie.',
    },
    servers: [{ url: '/', description: 'The API that serves this document' }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    paths,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * /docs: every call listed with its tag and summary; /docs/json: the document itself, built on
 * its first request, so that starting the mock does not wait for it.
 */
export function serveApiDocument(): { json: RequestHandler; page: RequestHandler } {
  let document: ReturnType<typeof apiDocument> | undefined;
  const rows = ENDPOINTS.map(
    (e) =>
      `<tr><td>${e.tag}</td><td><code>${e.method} ${escapeHtml(e.path)}</code></td><td>${escapeHtml(e.summary)}</td></tr>`,
  ).join('\n');
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leave Management API (mock)</title></head>
<body><main>
<h1>Leave Management API (mock)</h1>
<p>The OpenAPI document: <a href="/docs/json">/docs/json</a>. Errors are <code>{ message, field? }</code> with a 4xx or 5xx status.</p>
<table><caption>Every call</caption>
<thead><tr><th scope="col">Tag</th><th scope="col">Call</th><th scope="col">What it does</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</main></body></html>
`;
  return {
    json: (_req, res) => res.json((document ??= apiDocument())),
    page: (_req, res) => res.type('html').send(page),
  };
}
