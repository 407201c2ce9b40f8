import { isSession } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { addressOf, firstViewRequests, startEarly } from '@leave/web-kit/firstViews';
import type { FirstRequest } from '@leave/web-kit/firstViews';

/** Starts one GET (kept for the app to take), and the calls its answer leads to once it comes. */
type Start = (url: string) => Promise<Response>;

const jsonOf = async (response: Response): Promise<unknown> => {
  if (response.status !== 200) return undefined;
  // The app reads the body itself when it takes the answer: this reads a copy.
  return response
    .clone()
    .json()
    .catch(() => undefined);
};

function startRequest(apiHost: string, request: FirstRequest, start: Start): void {
  const response = start(addressOf(apiHost, request));
  if (!request.then) return;
  const next = request.then;
  response
    .then(jsonOf)
    .then((body) => {
      if (body !== undefined) for (const later of next(body)) startRequest(apiHost, later, start);
    })
    .catch(() => undefined);
}

/**
 * The page's first calls, started before the app's code has arrived: the session check and,
 * for whoever is signed in, their first view's data, beside the remote's code instead of after
 * it. Nothing but the session check for a visitor nobody is signed in as. When the page names
 * the session (the shell's server asked the API), the data starts with the check, not after it.
 */
export async function startFirstData(
  apiHost: string,
  today: IsoDate,
  start: Start = startEarly,
  named?: unknown,
): Promise<void> {
  const check = start(`${apiHost}/session`);
  if (isSession(named)) {
    for (const request of firstViewRequests(named, today)) startRequest(apiHost, request, start);
    return;
  }
  const body = await check.then(jsonOf).catch(() => undefined);
  if (!isSession(body)) return;
  for (const request of firstViewRequests(body, today)) startRequest(apiHost, request, start);
}
