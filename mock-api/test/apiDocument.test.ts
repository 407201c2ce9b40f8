/**
 * The mock serves /docs as the real API does, QA controls or not (issue 36): its document has
 * the real API's paths and operations, each with the same name, summary, tag, security, query
 * parameters, body and answers; /docs lists every call.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { ENDPOINTS } from '@leave/service';
import { useBackend } from '@leave/test-kit';
import { nodeArguments } from '@leave/test-kit/serverBuild';

const ROOT = path.resolve(__dirname, '..', '..');

const mock = useBackend({ kind: 'mock' });
let real: OpenAPIV3.Document;
let served: OpenAPIV3.Document;

beforeAll(async () => {
  real = JSON.parse(
    execFileSync(process.execPath, nodeArguments('api/test/support/describeApi.ts'), { cwd: ROOT, encoding: 'utf8' }),
  ).document;
  const reply = await fetch(`${mock.url()}/docs/json`);
  expect(reply.status).toBe(200);
  served = (await reply.json()) as OpenAPIV3.Document;
}, 60_000);

/** What a client generated from a document relies on, operation by operation. */
function outline(document: OpenAPIV3.Document) {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item!).map(([method, value]) => {
      const operation = value as OpenAPIV3.OperationObject;
      return {
        call: `${method.toUpperCase()} ${route}`,
        operationId: operation.operationId,
        summary: operation.summary,
        tags: operation.tags,
        security: operation.security,
        parameters: ((operation.parameters ?? []) as OpenAPIV3.ParameterObject[])
          .map((p) => `${p.name}${p.required ? '' : '?'}`)
          .sort(),
        body: Object.keys((operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {}),
        answers: Object.keys(operation.responses)
          .map((status) => status.toUpperCase())
          .sort(),
      };
    }),
  );
}

it('has every operation of the real API’s document, described the same way', () => {
  const byCall = (a: { call: string }, b: { call: string }) => a.call.localeCompare(b.call);
  expect(outline(served).sort(byCall)).toEqual(outline(real).sort(byCall));
  expect(outline(served)).toHaveLength(ENDPOINTS.length);
});

it('describes each upload’s multipart body as the real API does', () => {
  const uploads = ENDPOINTS.filter((endpoint) => endpoint.upload);
  expect(uploads.map((endpoint) => endpoint.path)).toContain('/attachDocuments');
  for (const { path: route, method } of uploads) {
    const body = (document: OpenAPIV3.Document) =>
      document.paths[route]![method.toLowerCase() as OpenAPIV3.HttpMethods]!.requestBody;
    expect(body(served)).toEqual(body(real));
  }
});

it('names the session cookie as the real API does on http', () => {
  expect(served.components?.securitySchemes).toEqual(real.components?.securitySchemes);
});

it('lists every call on /docs', async () => {
  const page = await fetch(`${mock.url()}/docs`);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await page.text();
  for (const endpoint of ENDPOINTS) expect(html).toContain(`${endpoint.method} ${endpoint.path}`);
  expect(html).toContain('href="/docs/json"');
});
