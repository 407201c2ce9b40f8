import Fastify from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@leave/domain';
import { ENDPOINTS } from '@leave/service';
import { answerWriter, applyZodSchemas } from '../src/plugins/zodSchemas';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** What a route sends is what its response schema names, checked: a bare app with the API's compilers. */
async function appAnswering(answer: unknown) {
  const app = Fastify();
  applyZodSchemas(app);
  const schema = z.object({
    leave_date: z.string(),
    days: z.number().int(),
    comment: z.string().nullable(),
    if_approved: z.object({ crosses_limit: z.boolean() }).optional(),
    status: z.enum(['pending', 'accepted']),
  });
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => answer);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async () => {
    const response = await fetch(`${url}/answer`);
    return { statusCode: response.status, body: await response.text() };
  };
  close = () => app.close();
  return { get };
}

describe('response schemas', () => {
  it('sends the fields the schema names, as JSON.stringify writes them, and no others', async () => {
    const answer = { leave_date: '2026-03-04', days: 3, comment: 'Fine "as is"\n', status: 'pending' };
    const app = await appAnswering({
      ...answer,
      password_hash: 'secret',
      if_approved: { crosses_limit: true, extra: 1 },
    });
    const response = await app.get();
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(JSON.parse(response.body)).toEqual({ ...answer, if_approved: { crosses_limit: true } });
  });

  it('leaves out an optional field that is absent and writes null as null', async () => {
    const answer = { leave_date: '2026-03-04', days: 0, comment: null, status: 'accepted' };
    const app = await appAnswering(answer);
    expect((await app.get()).body).toBe(JSON.stringify(answer));
  });

  it.each([
    ['a field of the wrong type', { leave_date: '2026-03-04', days: 1.5, comment: null, status: 'pending' }],
    ['a value outside its enum', { leave_date: '2026-03-04', days: 1, comment: null, status: 'approved' }],
    ['a required field missing', { days: 1, comment: null, status: 'pending' }],
  ])('refuses to send an answer with %s (500)', async (_, answer) => {
    const app = await appAnswering(answer);
    const response = await app.get();
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).not.toHaveProperty('days');
  });
});

// The API makes each answer's writer on the route's first answer, not as it starts: a schema that
// fast-json-stringify cannot write would otherwise be found by the first call that gets it.
it("makes the writer of every endpoint's answers and of the error body", () => {
  const answers = ENDPOINTS.flatMap((endpoint) =>
    Object.entries(endpoint.responses).map(
      ([status, schema]) => [`${endpoint.method} ${endpoint.path} ${status}`, schema] as const,
    ),
  );
  expect(answers.length).toBeGreaterThan(ENDPOINTS.length - 1);
  const unwritable = [...answers, ['error body', errorBodySchema] as const].flatMap(([name, schema]) => {
    try {
      return typeof answerWriter(schema) === 'function' ? [] : [name];
    } catch (error) {
      return [`${name}: ${error instanceof Error ? error.message : String(error)}`];
    }
  });
  expect(unwritable).toEqual([]);
});
