import { isSession } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { addressOf, firstViewRequests, startEarly } from '@leave/web-kit/firstViews';
import type { FirstRequest } from '@leave/web-kit/firstViews';

/** Starts one GET (kept for the app to take `takes` times), and the calls its answer leads to once it comes. */
type Start = (url: string, takes?: number) => Promise<Response>;

/** The session is taken twice: by the shell's check and by the screens' school today. */
const SESSION_TAKES = 2;

/** The school's today as the session says it (GET /session answers it), else the browser's. */
const todayOf = (session: unknown, browsers: IsoDate): IsoDate => {
  const today = (session as { today?: unknown }).today;
  return typeof today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : browsers;
};

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
 * The page's first calls, started before the app's code has arrived: the session check and, for
 * whoever is signed in, their first view's data, beside the remote's code instead of after it,
 * dated by the school's today the session names (`today`, the browser's, otherwise). Nothing but
 * the session check for a visitor nobody is signed in as. When the page names the session (the
 * shell's server asked the API), the data starts with the check, not after it.
 */
export async function startFirstData(
  apiHost: string,
  today: IsoDate,
  start: Start = startEarly,
  named?: unknown,
): Promise<void> {
  const check = start(`${apiHost}/session`, SESSION_TAKES);
  if (isSession(named)) {
    for (const request of firstViewRequests(named, todayOf(named, today))) startRequest(apiHost, request, start);
    return;
  }
  const body = await check.then(jsonOf).catch(() => undefined);
  if (!isSession(body)) return;
  for (const request of firstViewRequests(body, todayOf(body, today))) startRequest(apiHost, request, start);
}
