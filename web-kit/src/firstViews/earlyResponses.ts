/**
 * Answers started before the app's code has arrived (by the page's early-start script), kept on
 * the page for the first call that asks for the same address. Each answer is taken as many times
 * as it was started for (once, or twice for the session: the shell's check and the screens'
 * school today), each taker reading a copy; an answer waits at most EARLY_RESPONSE_MAX_AGE_MS,
 * and all are forgotten when the session ends.
 *
 * An answer read before a change is stale after it: every early answer is forgotten when the app
 * sends a change (fetchForChange) and when a live update says someone else made one. An early
 * answer the app's first calls did not take (the app asked before the page's script had started
 * it) was otherwise taken by the list's reload after the instructor's first decision: the list
 * then showed the request as still pending, and stayed so.
 */
export const EARLY_RESPONSE_MAX_AGE_MS = 20_000;

interface EarlyResponse {
  response: Promise<Response>;
  started: number;
  takesLeft: number;
}

type EarlyGlobal = typeof globalThis & { __leaveEarlyResponses?: Map<string, EarlyResponse> };

/** One key per address whatever the order of its query's parameters (RTK Query keeps the caller's). */
export function requestKey(url: string): string {
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.sort();
  return parsed.href;
}

function early(): Map<string, EarlyResponse> {
  const global = globalThis as EarlyGlobal;
  global.__leaveEarlyResponses ??= new Map();
  return global.__leaveEarlyResponses;
}

/** Starts a GET with the session's cookie now, for the app to take later (`takes` times). */
export function startEarly(url: string, takes = 1, now = Date.now()): Promise<Response> {
  const response = fetch(url, { credentials: 'include' });
  // A failed early call is the app's own call to make again: nobody waits on this one.
  response.catch(() => undefined);
  early().set(requestKey(url), { response, started: now, takesLeft: takes });
  return response;
}

/** A copy of the early answer for a GET of this address, if one was started, is fresh and has takes left. */
export function takeEarlyResponse(method: string, url: string, now = Date.now()): Promise<Response> | undefined {
  if (method.toUpperCase() !== 'GET') return undefined;
  const key = requestKey(url);
  const found = early().get(key);
  if (!found) return undefined;
  found.takesLeft -= 1;
  if (found.takesLeft <= 0) early().delete(key);
  // The answer as started is never read: each taker reads its own copy.
  return now - found.started <= EARLY_RESPONSE_MAX_AGE_MS ? found.response.then((r) => r.clone()) : undefined;
}

/** Whether a GET of this address was started early and is not taken yet. */
export const hasEarlyResponse = (url: string): boolean => early().has(requestKey(url));

/** Drops every early answer: the session they were asked for has ended. */
export function forgetEarlyResponses(): void {
  early().clear();
}

/** A fetch for a change: every early answer was read before it, and is forgotten first. */
export const fetchForChange = (input: RequestInfo, init?: RequestInit): Promise<Response> => {
  forgetEarlyResponses();
  return fetch(input, init);
};

/** A fetch that takes an early answer when there is one (a real fetch otherwise, or if it failed). */
export const fetchTakingEarly = async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
  const request = typeof input === 'string' ? new Request(input, init) : input;
  const taken = takeEarlyResponse(request.method, request.url);
  if (taken) {
    try {
      return await taken;
    } catch {
      // Started early and lost (the network): ask again.
    }
  }
  return fetch(request);
};
