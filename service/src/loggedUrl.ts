/**
 * Query parameters whose values are keys and must not reach a log: a calendar feed's token, and
 * the single sign-on callback's `code` (exchanged for the person's tokens) and `state` (which ties
 * the sign-in to its browser). Matched whole for those two, so `course_code` is still logged.
 */
const SECRET_PARAMETER = /token|passw|secret|^code$|^state$/i;

/** A request's path and query as both backends log it: the value of any secret parameter hidden. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const key of new Set(query.keys())) if (SECRET_PARAMETER.test(key)) query.set(key, 'hidden');
  return `${url.slice(0, at)}?${query.toString()}`;
}
