/**
 * Why an import's row needs a look, said as every server message is: its English (the row's
 * `message`, as it always was), and beside it the message's code and parameters, so that a page
 * says a row's problem in the person's language. The readers of each file's rows give theirs so.
 */
import type { z } from 'zod';
import { messages } from './apiMessages';
import { schemaMessage } from './schemaMessages';
import type { ServerMessage } from './serverMessages';

/** A row's bad value: the column at fault, and why, with its code and parameters. */
export interface RowProblem extends ServerMessage {
  column: string;
}

/**
 * A rule a row's schema checks with `ctx.addIssue` whose message is no field rule's (its text
 * holds what the file wrote): the message itself rides on the issue, as zod keeps only text.
 */
export const saidIssue = (said: ServerMessage) =>
  ({ code: 'custom', message: said.message, params: { said } }) as const;

/**
 * The first issue of a row's failed parse as its problem: a message given with `saidIssue`, else
 * the field rule whose text it is (`schemaMessage`), else zod's own words under the generic
 * refusal's code, as a request's 400 says them (no rule of the imports leaves those).
 */
export function rowProblemOf(issue: z.core.$ZodIssue): RowProblem {
  const carried = issue.code === 'custom' ? (issue.params as { said?: ServerMessage } | undefined)?.said : undefined;
  const said = carried ?? schemaMessage(issue.message) ?? { ...messages.invalidRequest, message: issue.message };
  return { column: String(issue.path[0]), message: said.message, code: said.code, params: { ...said.params } };
}

/** A row's message with its code and parameters, as an import's answer carries them. */
export const rowSaid = ({ message, code, params }: ServerMessage) => ({ message, code, params: { ...params } });
