import { z } from 'zod';
import type { Session } from '@leave/contract';
import { oneOf, text, userId } from '@leave/domain';
import { qaMessages } from './qaMessages';

/** Who made a call, as the journal and the patterns name them. */
export type CallUser = { role: Session['role']; user_id: number } | null;

/** A call as a pattern sees it: what was asked, by whom, and (once answered) its status. */
export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  user: CallUser;
  /** The JSON body as read (secrets masked where the journal answers), or null. */
  body: unknown;
  status?: number | null;
}

/** The methods a call may have; the API's own are GET and POST. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const queryValues = z.record(z.string(), z.string({ error: qaMessages.queryValues }), {
  error: qaMessages.queryValues,
});

const bodyFragment = z.record(z.string(), z.json(), { error: qaMessages.bodyFragment });

/**
 * What a pattern may name of a call, each optional: its method and path, query parameters it
 * must carry (each value as written in the URL), the user signed in (their user_id), and a
 * fragment its JSON body must contain.
 */
export const patternFields = {
  method: oneOf('method', METHODS).optional(),
  path: text('path', 200).optional(),
  query: queryValues.optional(),
  user: userId('user').optional(),
  body_contains: bodyFragment.optional(),
};

export interface RequestPattern {
  method?: string;
  path?: string;
  query?: Record<string, string>;
  user?: number;
  body_contains?: Record<string, unknown>;
  status?: number;
}

/**
 * Whether `actual` contains `fragment`: an object has each of the fragment's keys with a value
 * that contains the fragment's (other keys may be there too), a list has an element containing
 * each of the fragment's elements, and anything else is equal.
 */
export function contains(actual: unknown, fragment: unknown): boolean {
  if (Array.isArray(fragment)) {
    return Array.isArray(actual) && fragment.every((wanted) => actual.some((item) => contains(item, wanted)));
  }
  if (fragment !== null && typeof fragment === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(fragment).every(
      ([key, wanted]) => Object.hasOwn(actual, key) && contains((actual as Record<string, unknown>)[key], wanted),
    );
  }
  return actual === fragment;
}

/** A query value as written in the URL; a parameter given twice matches either value. */
const queryHas = (actual: unknown, wanted: string) =>
  Array.isArray(actual)
    ? actual.some((value) => String(value) === wanted)
    : actual !== undefined && String(actual) === wanted;

/** Whether `call` is one `pattern` names: every part the pattern gives must hold. */
export function matches(pattern: RequestPattern, call: SeenCall): boolean {
  return (
    (pattern.method === undefined || pattern.method === call.method) &&
    (pattern.path === undefined || pattern.path === call.path) &&
    (pattern.status === undefined || pattern.status === call.status) &&
    (pattern.user === undefined || call.user?.user_id === pattern.user) &&
    Object.entries(pattern.query ?? {}).every(([key, wanted]) => queryHas(call.query[key], wanted)) &&
    (pattern.body_contains === undefined || contains(call.body, pattern.body_contains))
  );
}

/** A pattern in words, for the answers that name one: "POST /approveLeave by user 501". */
export function describePattern(pattern: RequestPattern): string {
  const parts = [`${pattern.method ?? 'any method'} ${pattern.path ?? 'on any path'}`];
  const query = Object.entries(pattern.query ?? {});
  if (query.length) parts.push(`with ${query.map(([key, value]) => `${key}=${value}`).join('&')}`);
  if (pattern.user !== undefined) parts.push(`by user ${pattern.user}`);
  if (pattern.body_contains !== undefined)
    parts.push(`with a body containing ${JSON.stringify(pattern.body_contains)}`);
  if (pattern.status !== undefined) parts.push(`answered ${pattern.status}`);
  return parts.join(' ');
}
