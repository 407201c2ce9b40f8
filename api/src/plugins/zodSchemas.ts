import type { FastifyInstance } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { parseRequest } from '@leave/domain';

/** A request that failed its schema: the domain's 400 body, naming the field. */
export class InvalidRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
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
    return result.ok
      ? { value: result.value }
      : { error: new InvalidRequestError(result.error.message, result.error.field) };
  };

export function applyZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
