/**
 * A browser as the deployment test plays one: HTTPS to nginx with the test's own certificate,
 * the cookies it is given (the Secure `__Host-` ones), and on a change the Origin and
 * Sec-Fetch-Site headers a page of the app sends. Answers are read as browsers read them,
 * compressed or not.
 */
import https from 'node:https';
import zlib from 'node:zlib';

export interface Site {
  /** The app's origin, e.g. https://localhost:18443. */
  origin: string;
  /** Where nginx listens (the origin's host name is the certificate's, not an address). */
  port: number;
  /** Keeps connections to nginx open between calls, trusting the test's certificate. */
  agent: https.Agent;
}

export interface Answer<T = unknown> {
  status: number;
  /** JSON read, or the text of an answer that is not JSON. */
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

/** A call that gets no answer within this long counts as failed. */
export const CALL_TIMEOUT_MS = 30_000;

export function siteAt(port: number, certificate: string): Site {
  return {
    origin: `https://localhost:${port}`,
    port,
    agent: new https.Agent({ keepAlive: true, maxSockets: 64, ca: certificate }),
  };
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly site: Site) {}

  /** The Cookie header this browser sends. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(setCookies: string[] | undefined) {
    for (const line of setCookies ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (attributes.some((a) => /^\s*max-age=0/i.test(a))) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  /** The headers a page of the app sends to `path` on this origin. */
  headers(method: string, extra: Record<string, string> = {}): Record<string, string> {
    return {
      Host: new URL(this.site.origin).host,
      'Accept-Encoding': 'br, gzip',
      'Sec-Fetch-Site': 'same-origin',
      ...(method === 'POST' ? { Origin: this.site.origin, 'Content-Type': 'application/json' } : {}),
      ...(this.cookies.size ? { Cookie: this.cookieHeader } : {}),
      ...extra,
    };
  }

  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer<T>> {
    return new Promise((resolve, reject) => {
      const request = https.request(
        {
          host: '127.0.0.1',
          port: this.site.port,
          servername: 'localhost',
          path,
          method,
          agent: this.site.agent,
          headers: this.headers(method, extra),
          timeout: CALL_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            this.keep(response.headers['set-cookie']);
            try {
              const text = decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8');
              const json = /json/.test(response.headers['content-type'] ?? '') && text;
              resolve({
                status: response.statusCode ?? 0,
                body: (json ? JSON.parse(text) : text) as T,
                headers: response.headers,
              });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${CALL_TIMEOUT_MS / 1000} s`)));
      request.on('error', reject);
      request.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  get = <T = unknown>(path: string) => this.call<T>('GET', path);
  post = <T = unknown>(path: string, body: unknown = {}) => this.call<T>('POST', path, body);
}
