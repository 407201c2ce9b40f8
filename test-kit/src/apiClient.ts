import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config/demoAccounts';
import type { Role } from '@leave/contract';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A connection reset before any answer: Node's fetch fails with a TypeError ("fetch failed") whose
 * cause is the socket's error (named, not matched by instanceof: under jest it is another realm's).
 * EPIPE is a connection the API closed while the body was still being sent: it refuses a body too
 * large by its declared length and closes (Fastify's way), and the answer may be lost with it.
 */
const resetBeforeAnswer = (error: unknown) =>
  (error as Error | undefined)?.name === 'TypeError' &&
  ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(String((error as { cause?: { code?: unknown } }).cause?.code));

/**
 * fetch, sent again once when the connection it went out on was reset before any answer. Node's
 * fetch keeps connections open between calls, shared by every client of an origin, until a second
 * before the API's 72 s idle limit; on a loaded two-core machine (its timers running late), one call
 * of a burst failed so ("read ECONNRESET"), most likely on a connection the API had just closed.
 * A second failure is the test's.
 */
async function fetchAgainIfReset(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!resetBeforeAnswer(error)) throw error;
    return fetch(url, init);
  }
}

/** Calls an API as one browser would: JSON in and out, keeping the cookies it is given. */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** A cookie this client holds, as 'name=value', if any. */
  cookie(name: string): string | undefined {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : `${name}=${value}`;
  }

  /** The session cookie this client holds ('name=value'), if any. */
  get sessionCookie(): string | undefined {
    return this.cookie('leave_session');
  }

  private keep(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const cleared = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (cleared) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  async call<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const response = await fetchAgainIfReset(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookies.size
          ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...headers,
      },
      body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
    });
    this.keep(response.headers.getSetCookie());
    const text = await response.text();
    const json = /json/.test(response.headers.get('content-type') ?? '');
    const answer = json && text ? JSON.parse(text) : text || undefined;
    return { status: response.status, body: answer as T, headers: response.headers };
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.call<T>('POST', path, body);
  /** PUT and DELETE: the mock's QA controls (the API itself takes GET and POST only). */
  put = <T = any>(path: string, body?: unknown) => this.call<T>('PUT', path, body);
  delete = <T = any>(path: string, body?: unknown) => this.call<T>('DELETE', path, body);

  /** Uploads files as a browser's form does (multipart/form-data, each part named `file`), after any other `fields`. */
  async upload<T = any>(
    path: string,
    files: Array<{ name: string; bytes: Uint8Array; type?: string }>,
    fields: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) {
      form.append(
        'file',
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    }
    const response = await fetchAgainIfReset(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: this.cookies.size
        ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {},
      body: form,
    });
    const text = await response.text();
    const json = /json/.test(response.headers.get('content-type') ?? '');
    return { status: response.status, body: (json && text ? JSON.parse(text) : text) as T, headers: response.headers };
  }

  /** Downloads a file: its bytes as they came. */
  async download(path: string): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
    const response = await fetchAgainIfReset(`${this.baseUrl}${path}`, {
      headers: { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
  }

  /** Signs in; throws if the backend refuses. */
  async signIn(userId: number, passwd: string, role: Role): Promise<this> {
    const reply = await this.post('/userVerify', { user_id: userId, passwd, role });
    if (reply.status !== 200)
      throw new Error(`sign-in of ${role} ${userId} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return this;
  }

  forgetSession() {
    this.cookies.delete('leave_session');
  }
}

/** Signed-in clients by role and id, made once per test file. */
export function signedInClients(baseUrl: () => string) {
  const cache = new Map<string, Promise<ApiClient>>();
  const as = (role: Role, id: number) => {
    const key = `${role}:${id}`;
    if (!cache.has(key)) cache.set(key, new ApiClient(baseUrl()).signIn(id, DEMO_PASSWORDS[role], role));
    return cache.get(key)!;
  };
  return {
    student: (id: number) => as('student', id),
    instructor: (id: number) => as('course instructor', id),
    admin: () => as('admin', DEMO_ACCOUNTS.admin.id),
    anonymous: () => new ApiClient(baseUrl()),
  };
}
