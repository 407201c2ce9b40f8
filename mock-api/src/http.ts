import type { Response } from 'express';
import type { z } from 'zod';
import { parseRequest } from '@leave/contract/schemas';

/** Sends the contract's error body. */
export function fail(res: Response, status: number, message: string, field?: string): void {
  res.status(status).json(field ? { message, field } : { message });
}

/** Parses the body (or query) with a contract schema; on failure answers 400 and returns undefined. */
export function parse<T>(schema: z.ZodType<T>, input: unknown, res: Response): T | undefined {
  const result = parseRequest(schema, input);
  if (result.ok) return result.value;
  res.status(400).json(result.error);
  return undefined;
}
