import type { z } from 'zod';
import type { Session } from '@leave/contract';
import type { LeavePolicyConfig } from '@leave/config';
import { pageInfo, pageWindow } from '@leave/domain';
import type { Access, Page, Refusal, SignInLimits, UploadedFile } from '@leave/domain';
import type { LiveHub } from './liveHub';
import type { Mailer } from './mailer';
import type { SchoolProvider } from './singleSignOn/schoolProvider';
import type { Storage, Window, Windowed } from './storage';

/** The largest request body any backend reads (64 KiB): larger ones get 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Settings the endpoints need from the backend's configuration; the date policy, the school's
 * time zone and its fixed today (if any) come from LeavePolicyConfig.
 */
export interface ServiceSettings extends LeavePolicyConfig {
  sessionTtlSeconds: number;
  /** A session ends once this long passes without a call (SESSION_IDLE_MINUTES). */
  sessionIdleSeconds: number;
  /** Calls each signed-in session may make per minute (SESSION_REQUESTS_PER_MINUTE; the adapter counts). */
  sessionRequestsPerMinute: number;
  signIn: SignInLimits;
  /** Whether instructors may sign themselves up (students always may). */
  instructorSignUp: boolean;
  /** Calls of `rateLimited` endpoints each client address may make per minute (the adapter counts). */
  authRequestsPerMinute: number;
  /** Whether the sign-in answer repeats the password sent (SIGN_IN_ECHOES_PASSWORD, for old clients). */
  signInEchoesPassword: boolean;
  /** ADMIN_TOTP_REQUIRED: every admin must enrol a second factor before doing anything else. */
  adminTotpRequired: boolean;
  /** Sends notifications by email too, when the backend is set up for it (SMTP_URL). */
  mailer?: Mailer;
  /** Sign-in with the school's account, when the backend is set up for it (OIDC_ISSUER...). */
  schoolProvider?: SchoolProvider;
}

export interface RequestContext<B, Q, A extends Access> {
  store: Storage;
  settings: ServiceSettings;
  /** Who is signed in; for an endpoint of one role, that role is guaranteed. */
  session: A extends 'anyone' ? Session | null : Session;
  /** The session cookie's token, if the request sent one. */
  sessionToken: string | undefined;
  /** The device cookie's token, if the request sent one (see knownDevices). */
  deviceToken: string | undefined;
  /** Every cookie the request sent, by name (single sign-on reads its own). */
  cookies: Readonly<Record<string, string | undefined>>;
  body: B;
  query: Q;
  /** The client's address, as the adapter knows it. */
  clientIp: string;
  /** The User-Agent header: what browser a new session is on. */
  userAgent: string | undefined;
  /** This instance's open live event streams. */
  live: LiveHub;
  /** The Last-Event-ID header a reconnecting event stream sends. */
  lastEventId: string | undefined;
  /** The files of a multipart upload (`upload` endpoints only; empty otherwise). */
  files: UploadedFile[];
}

/** An open event stream's connection, as the adapter gives it to a streaming endpoint. */
export interface EventChannel {
  /** Sends text as it is (Server-Sent Events lines). */
  write(text: string): void;
  /** Called once when the client goes away or the stream is ended. */
  onClose(listener: () => void): void;
  end(): void;
}

/** What an endpoint answers; the adapter turns it into an HTTP response. */
export interface Outcome {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Set the session cookie to this token, or clear it. */
  sessionCookie?: { token: string } | 'clear';
  /** Set the device cookie to this token (see knownDevices). */
  deviceCookie?: { token: string };
  /** Other httpOnly cookies (single sign-on's) to set, or to clear with a value of null. */
  cookies?: OutcomeCookie[];
  /** Send the browser on to this address (302 Found) instead of a body. */
  redirect?: string;
  /** A file to download instead of JSON: the body is its text, or a stream of it (a Node.js Readable). */
  file?: { contentType: string; filename: string; /** Shown rather than saved (a calendar feed). */ inline?: boolean };
  /** An event stream (text/event-stream) instead of a body: the adapter opens it and hands it over. */
  stream?: (channel: EventChannel) => void;
}

/** A cookie an endpoint sets (httpOnly, SameSite=Lax, Secure when the session cookie is). */
export interface OutcomeCookie {
  name: string;
  value: string | null;
  path: string;
  maxAgeSeconds: number;
}

export type EndpointTag = 'auth' | 'student' | 'instructor' | 'admin' | 'notifications' | 'system';

/** One call of the API, written once: both backends mount every endpoint as it is. */
export interface Endpoint<B = unknown, Q = unknown, A extends Access = Access> {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: EndpointTag;
  access: A;
  /** Answers without looking up who is calling (so /health never waits on the session table). */
  sessionless?: boolean;
  /**
   * For an endpoint anyone may call: it answers according to the session when one is sent (GET
   * /session, POST /logout), so the API document names the session as optional, not unused.
   */
  readsSession?: boolean;
  /**
   * For an admin endpoint: allowed to an admin who has not enrolled a second factor while
   * ADMIN_TOTP_REQUIRED asks every admin to (the enrolment calls themselves).
   */
  beforeTwoFactor?: boolean;
  /** The API document's name for the call (its operationId) when the path is not one: `/addLeave` is `addLeave`. */
  operationId?: string;
  /**
   * Hashes a password, so costs the server real work: each client address may call it only so
   * often (the backend's per-address rate limit), whatever the account.
   */
  rateLimited?: boolean;
  /** A larger body limit than MAX_BODY_BYTES, for an endpoint that takes a file. */
  maxBodyBytes?: number;
  /**
   * Takes a multipart/form-data body of files (each part named `file`) instead of JSON: at most
   * `maxFiles`, each read up to `maxFileBytes` + 1 bytes (one more is too big, whatever follows).
   */
  upload?: Upload;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** The schema of each success answer, by status. Errors are always the contract's error body. */
  responses: Record<number, z.ZodType>;
  /** Answers a file of this type (such as text/csv) rather than JSON. */
  produces?: string;
  handle(context: RequestContext<B, Q, A>): Promise<Outcome>;
}

/** What an upload endpoint takes: its limits, which the backends apply, and what the API document says of it. */
export interface Upload {
  maxFiles: number;
  maxFileBytes: number;
  /** The types a file may be (the endpoint checks them); for the API document. */
  contentTypes: readonly string[];
  /** The rest of its rules, in a sentence or two, for the API document. */
  rules: string;
}

/** Any endpoint, as a backend mounts it (each checks the input against the endpoint's schemas first). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- endpoints of different input types in one list
export type AnyEndpoint = Endpoint<any, any, any>;

/** Ties an endpoint's types to its schemas and access. */
export const defineEndpoint = <B = undefined, Q = undefined, A extends Access = Access>(
  endpoint: Endpoint<B, Q, A>,
): Endpoint<B, Q, A> => endpoint;

export const ok = (body: unknown, status = 200): Outcome => ({ status, body });

/** One page of a list: its rows read for the page asked for, answered with the paging fields. */
export const okPage = async <T>(page: Page, read: (window: Window) => Promise<Windowed<T>>): Promise<Outcome> => {
  const { items, total } = await read(pageWindow(page));
  return ok({ items, ...pageInfo(total, page) });
};

/** The contract's error answer for a refusal. */
export const refused = ({ status, message, code, params, field }: Refusal): Outcome => ({
  status,
  body: field ? { message, code, params, field } : { message, code, params },
});
