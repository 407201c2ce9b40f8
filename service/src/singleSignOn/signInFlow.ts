/**
 * One sign-in with the school's account, between the redirect to the provider and its answer:
 * the state, nonce and PKCE verifier the answer must match, and the page to return to, kept in
 * an httpOnly cookie sent only to the callback. Each start makes new random values, so an
 * answer is taken only by the browser that asked for it, once.
 */
import { SSO_CALLBACK_PATH } from '@leave/config';

export interface SignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A path of this app (checked by returnPath) to land on after signing in. */
  returnTo: string | undefined;
}

export const SIGN_IN_FLOW_COOKIE = 'leave_sso_flow';
/** The cookie that remembers the provider's ID token for its sign-out, sent only with POST /logout. */
export const SIGN_OUT_HINT_COOKIE = 'leave_sso_sign_out';

/** Long enough to type a password and a code at the provider. */
export const SIGN_IN_FLOW_SECONDS = 10 * 60;

export const SIGN_IN_FLOW_COOKIE_PATH = SSO_CALLBACK_PATH;
export const SIGN_OUT_HINT_COOKIE_PATH = '/logout';

export const encodeFlow = (flow: SignInFlow) => Buffer.from(JSON.stringify(flow)).toString('base64url');

export function decodeFlow(cookie: string | undefined): SignInFlow | undefined {
  if (!cookie) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as Partial<SignInFlow>;
    const text = (value: unknown) => typeof value === 'string' && value.length > 0;
    if (!text(flow.state) || !text(flow.nonce) || !text(flow.codeVerifier)) return undefined;
    return {
      state: flow.state!,
      nonce: flow.nonce!,
      codeVerifier: flow.codeVerifier!,
      returnTo: returnPath(flow.returnTo),
    };
  } catch {
    return undefined;
  }
}

/**
 * A page of this app to return to: a path only ("/student", never "https://elsewhere" or
 * "//elsewhere", which a browser would take for another site), or undefined.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  if (!/^\/(?![/\\])[\w\-./?=&%]*$/.test(value)) return undefined;
  return value;
}
