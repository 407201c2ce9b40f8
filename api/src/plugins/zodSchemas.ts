import type { FastifyInstance } from 'fastify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseRequest } from '@leave/domain';
import type { MessageParams, ParseError } from '@leave/domain';

/** A request that failed its schema: the domain's 400 body (its code and parameters), naming the field. */
export class InvalidRequestError extends Error {
  readonly statusCode = 400;
  // Not `code`: Fastify's own errors name themselves by `code`.
  readonly messageCode: string;
  readonly params: MessageParams;
  readonly field: string | undefined;
  constructor({ message, code, params, field }: ParseError) {
    super(message);
    this.messageCode = code;
    this.params = params;
    this.field = field;
  }
}

/**
 * Route schemas are the domain's zod schemas. Requests are checked with the domain's own
 * parse, so a bad field gets the same message here as on the mock API; answers are checked
 * against their response schema before they are sent.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseRequest(schema, data);
    return result.ok ? { value: result.value } : { error: new InvalidRequestError(result.error) };
  };

/**
 * An answer is checked against its zod schema, then written by fast-json-stringify from the same
 * schema as JSON Schema, which writes only the fields the schema names. zod's own encode builds a
 * copy of the answer before JSON.stringify reads it: on a 50-row page of leave, 88 us against 35.
 * Each writer is made on its route's first answer with that status, not as the API starts: making
 * all of them (the JSON Schema of every answer, then fast-json-stringify's code for it) was half
 * of the CPU of an API's start (1.7 CPU-s with them, 0.8 without), which the test suites paid in
 * each of the hundred-odd servers they start, each of which answers on a few routes.
 */
const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    write ??= answerWriter(schema);
    return write(data);
  };
};

/** fast-json-stringify's writer of an answer that `schema` names (api/test/zodSchemas.test.ts makes every route's). */
export const answerWriter = (schema: z.ZodType): ((data: unknown) => string) =>
  fastJsonStringify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as object);

export function applyZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
