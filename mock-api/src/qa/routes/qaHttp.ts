import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { errorBody, messages, parseRequest } from '@leave/domain';

/** A control's handler: what it answers as JSON, or undefined once it has answered itself. */
export const answer =
  (handle: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handle(req, res)).then((body) => {
      if (body !== undefined && !res.headersSent) res.json(body);
    }, next);
  };

/** Answers 400 naming the field and gives undefined when `input` does not fit `schema`. */
export function parsedOr400<T>(schema: z.ZodType<T>, input: unknown, res: Response): T | undefined {
  const parsed = parseRequest(schema, input);
  if (parsed.ok) return parsed.value;
  res.status(400).json(parsed.error);
  return undefined;
}

/**
 * A change asked without a JSON content type is refused, as the API refuses one: a plain form or
 * a "no-cors" request from any other page the tester has open cannot send it, so such a page
 * cannot reset the data or set faults behind their back.
 */
export const onlyJsonChanges: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || /^application\/json\b/i.test(req.get('content-type') ?? ''))
    return next();
  res.status(415).json(errorBody(messages.sendJson));
};
