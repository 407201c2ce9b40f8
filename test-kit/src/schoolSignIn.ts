/**
 * A browser's walk through sign-in with the school's account, in plain HTTP: the app's start,
 * the provider's login form, and the provider's answer at the app's callback. Each step's
 * redirect is followed by hand so that a suite can stop at any one, or replay or change it.
 */

/** The cookies a browser keeps, by host and port (every server here is on this machine). */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  private static key(url: string) {
    return new URL(url).port;
  }

  header(url: string): string {
    return [...(this.cookies.get(CookieJar.key(url)) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  take(url: string, response: Response) {
    const jar = this.cookies.get(CookieJar.key(url)) ?? new Map<string, string>();
    this.cookies.set(CookieJar.key(url), jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  get(url: string, name: string): string | undefined {
    return this.cookies.get(CookieJar.key(url))?.get(name);
  }

  set(url: string, name: string, value: string) {
    const jar = this.cookies.get(CookieJar.key(url)) ?? new Map<string, string>();
    this.cookies.set(CookieJar.key(url), jar);
    jar.set(name, value);
  }
}

/** One request as a browser makes it, no redirect followed. */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const cookie = jar.header(url);
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) },
  });
  jar.take(url, response);
  return response;
}

const locationOf = (response: Response, from: string) => {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect from ${from}, got ${response.status}`);
  return new URL(location, from).href;
};

/** Follows redirects until one leads to `stopAt` (not fetched), or a page that is not a redirect. */
export async function follow(
  jar: CookieJar,
  url: string,
  stopAt?: string,
): Promise<{ url: string; response?: Response }> {
  let current = url;
  for (let hop = 0; hop < 10; hop++) {
    if (stopAt && current.startsWith(stopAt)) return { url: current };
    const response = await browse(jar, current);
    if (response.status < 300 || response.status >= 400) return { url: current, response };
    current = locationOf(response, current);
  }
  throw new Error(`too many redirects from ${url}`);
}

/**
 * Starts at the API's /startSingleSignOn, signs in at the provider's login form, and stops at
 * the provider's answer: the callback URL with its code and state, not yet opened.
 */
export async function providerAnswer(
  jar: CookieJar,
  apiUrl: string,
  username: string,
  password: string,
  returnTo?: string,
): Promise<string> {
  const start = await browse(
    jar,
    `${apiUrl}/startSingleSignOn${returnTo ? `?return=${encodeURIComponent(returnTo)}` : ''}`,
  );
  const authorize = locationOf(start, apiUrl);
  const form = await follow(jar, authorize);
  if (!form.response || !/name="username"/.test(await form.response.text())) {
    throw new Error(`expected the provider's login form at ${form.url}`);
  }
  const posted = await browse(jar, form.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const callbackPath = '/singleSignOnCallback';
  const answer = await follow(
    jar,
    locationOf(posted, form.url),
    `http://localhost:${new URL(apiUrl).port}${callbackPath}`,
  );
  if (answer.response) throw new Error(`the provider did not answer the app: ${answer.url} ${answer.response.status}`);
  return answer.url;
}
