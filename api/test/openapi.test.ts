/**
 * The OpenAPI document is generated from the route schemas: every route the API serves is in
 * it, with its request schema and its answers, and /docs shows it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import type { z } from 'zod';
import { ENDPOINTS, SESSION_COOKIE } from '@leave/service';
import { nodeArguments } from '@leave/test-kit/serverBuild';

const ROOT = path.resolve(__dirname, '..', '..');

interface Description {
  routes: string;
  document: OpenAPIV3.Document;
  docsPage: { status: number; type: string };
}

/** The fields a request schema (a zod object) names. */
const fieldsOf = (schema: z.ZodType) => Object.keys((schema as z.ZodObject).shape);

let described: Description;
let doc: OpenAPIV3.Document;

beforeAll(() => {
  described = JSON.parse(
    execFileSync(process.execPath, nodeArguments('api/test/support/describeApi.ts'), { cwd: ROOT, encoding: 'utf8' }),
  );
  doc = described.document;
}, 60_000);

/** Every method and path the server answers, read from Fastify's own route tree. */
function servedRoutes(): Array<[string, string]> {
  const routes: Array<[string, string]> = [];
  // Each line is a node of the tree, its path the rest of its parent's: /addLeave's child
  // "Kind" is /addLeaveKind.
  const parents: string[] = [];
  for (const line of described.routes.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const route = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = route;
    parents.length = depth + 1;
    // The pages of /docs sit below it.
    if (route.startsWith('/docs') || route === '/*') continue;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push([method.toLowerCase(), route]);
    }
  }
  return routes;
}

it('documents every route the server answers, with a summary and the error answer', () => {
  const served = servedRoutes();
  expect(served).toEqual(
    expect.arrayContaining([
      ['post', '/userVerify'],
      ['get', '/studentData'],
    ]),
  );
  expect(served).toHaveLength(ENDPOINTS.length);
  const undocumented = served.filter(([method, route]) => {
    const operation = doc.paths[route]?.[method as OpenAPIV3.HttpMethods];
    return !operation?.summary || !('4XX' in operation.responses && '5XX' in operation.responses);
  });
  expect(undocumented).toEqual([]);
});

it.each(ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
  '%s %s documents its request and answer schemas',
  (method, route, endpoint) => {
    const operation = doc.paths[route]![method.toLowerCase() as OpenAPIV3.HttpMethods]!;
    if (endpoint.body) {
      const body = operation.requestBody as OpenAPIV3.RequestBodyObject;
      const schema = body.content['application/json']!.schema as OpenAPIV3.SchemaObject;
      expect(Object.keys(schema.properties ?? {})).toEqual(fieldsOf(endpoint.body));
    }
    if (endpoint.query) {
      const names = (operation.parameters as OpenAPIV3.ParameterObject[]).map((p) => `${p.in}:${p.name}`);
      expect(names).toEqual(fieldsOf(endpoint.query).map((name) => `query:${name}`));
    }
    for (const status of Object.keys(endpoint.responses)) {
      const answer = operation.responses[status] as OpenAPIV3.ResponseObject;
      expect(answer.content?.[endpoint.produces ?? 'application/json']?.schema).toBeDefined();
      expect(answer.description).not.toBe('Default Response');
    }
  },
);

it('describes an upload’s body as multipart/form-data: its file parts, binary, with their limits', () => {
  const body = doc.paths['/attachDocuments']!.post!.requestBody as OpenAPIV3.RequestBodyObject;
  expect(body.required).toBe(true);
  expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
  const form = body.content['multipart/form-data']!;
  const schema = form.schema as OpenAPIV3.SchemaObject;
  expect(schema.required).toEqual(['file']);
  expect(schema.properties!.file).toMatchObject({
    type: 'array',
    minItems: 1,
    maxItems: 5,
    items: { type: 'string', format: 'binary' },
  });
  expect(form.encoding!.file!.contentType).toBe('application/pdf, image/jpeg, image/png');
  expect(body.description).toContain('at most 5 files a call, each of at most 5 MB (5,242,880 bytes)');
  expect(body.description).toContain('A request holds at most 10 documents');
});

it('names each operation once, as an identifier a generated client can call', () => {
  const operations = ENDPOINTS.map(
    (endpoint) => doc.paths[endpoint.path]![endpoint.method.toLowerCase() as OpenAPIV3.HttpMethods]!,
  );
  const ids = operations.map((operation) => operation.operationId);
  expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id ?? ''))).toEqual([]);
  expect(new Set(ids).size).toBe(ENDPOINTS.length);
  expect(doc.paths['/addLeave']!.post!.operationId).toBe('addLeave');
  expect(doc.paths['/calendar.ics']!.get!.operationId).toBe('calendarFile');
});

it('says which operations need the session cookie, and that the rest need nothing', () => {
  expect(doc.components!.securitySchemes!.session).toEqual({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
  const publicRoutes = ['/health', '/addUser', '/calendar.ics', '/singleSignOnStatus', '/startSingleSignOn'];
  // Answered by the session if one is sent, or (signing in) ending the one the browser carried.
  const sessionOptional = ['/session', '/logout', '/userVerify', '/changePassword', '/singleSignOnCallback'];
  const securityOf = (endpoint: (typeof ENDPOINTS)[number]) =>
    doc.paths[endpoint.path]![endpoint.method.toLowerCase() as OpenAPIV3.HttpMethods]!.security;
  const anyone = ENDPOINTS.filter((endpoint) => endpoint.access === 'anyone');
  expect(anyone.map((endpoint) => endpoint.path).sort()).toEqual([...publicRoutes, ...sessionOptional].sort());
  for (const endpoint of ENDPOINTS) {
    const expected = publicRoutes.includes(endpoint.path)
      ? []
      : sessionOptional.includes(endpoint.path)
        ? [{}, { session: [] }]
        : [{ session: [] }];
    expect([endpoint.path, securityOf(endpoint)]).toEqual([endpoint.path, expected]);
  }
});

it('names its server relative to where the document is served', () => {
  expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
});

it('the student data answer documents the leave percentage', () => {
  const answer = doc.paths['/studentData']!.get!.responses['200'] as OpenAPIV3.ResponseObject;
  const schema = answer.content!['application/json']!.schema as OpenAPIV3.SchemaObject;
  const enrollments = schema.properties!.enrollmentData as OpenAPIV3.ArraySchemaObject;
  expect(Object.keys((enrollments.items as OpenAPIV3.SchemaObject).properties!)).toEqual([
    'roll_no',
    'course_code',
    'accepted_days',
    'pending_days',
    'total_lectures',
    'leave_limit',
    'leave_percentage',
    'missed',
    'can_still_miss',
    'risk',
    'attendance',
  ]);
});

it('serves a page to browse the document at /docs', () => {
  expect(doc.info.title).toBe('Leave Management API');
  expect(described.docsPage).toEqual({ status: 200, type: expect.stringMatching(/text\/html/) });
});
