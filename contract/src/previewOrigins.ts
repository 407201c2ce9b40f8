/**
 * The origins a browser may load a preview of a remote from (`?remote-preview=`), as the
 * operator lists them in REMOTE_PREVIEW_ORIGINS: each an http(s) origin, or one with `*` for its
 * port (`http://localhost:*`: a remote's development server on whatever port it took). The
 * shell's server checks the list at start-up and writes it into the page's CSP, which reads `*`
 * the same way; the page checks each preview against it.
 */
import { ConfigError } from './runtimeConfigCheck';

/** On a development shell, unless the operator lists origins: any port of this machine. */
export const LOCAL_PREVIEW_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

const ANY_PORT = ':*';

/** One allowed origin, written as the origin it is (no path, no trailing slash); a bad one is refused. */
export function previewOriginPattern(value: string): string {
  const trimmed = value.replace(/\/+$/, '');
  const anyPort = trimmed.endsWith(ANY_PORT);
  const written = anyPort ? trimmed.slice(0, -ANY_PORT.length) : value;
  try {
    const url = new URL(written);
    const bare =
      url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !url.host.includes('*');
    // A port and `*` both (`http://localhost:80:*`) is not an origin.
    const onePort = !(anyPort && /:\d*$/.test(written));
    if ((url.protocol === 'http:' || url.protocol === 'https:') && bare && onePort) {
      return anyPort ? `${url.origin}${ANY_PORT}` : url.origin;
    }
  } catch {
    // Said below.
  }
  throw new ConfigError(
    `REMOTE_PREVIEW_ORIGINS must list http(s) origins (a port may be *, as in http://localhost:*) or be none, got "${value}"`,
  );
}

/** Whether `origin` (as `new URL(...).origin` writes it) is one of the allowed ones. */
export function previewOriginAllowed(allowed: readonly string[], origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return allowed.some((pattern) => {
    if (!pattern.endsWith(ANY_PORT)) return pattern === url.origin;
    const { protocol, hostname } = new URL(pattern.slice(0, -ANY_PORT.length));
    return protocol === url.protocol && hostname === url.hostname;
  });
}

/**
 * The WebSocket origins of the allowed ones (`ws://localhost:*` for `http://localhost:*`): a
 * remote's development server, previewed in the shell, reloads the page over a WebSocket to its
 * own host, which the page's CSP must let it open.
 */
export function previewSocketOrigins(allowed: readonly string[]): string[] {
  return allowed.map((pattern) => pattern.replace(/^http/, 'ws'));
}
