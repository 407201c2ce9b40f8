/**
 * Failures that mean the database server cannot be reached or cannot answer just now, as opposed
 * to a bug: a refused or cut connection, a server shutting down or starting, too many
 * connections, a statement or connection timing out. The API answers them with 503 and
 * Retry-After, and logs an outage once rather than a stack trace per request.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE: the connection failed (class 08), the server shut down or is starting (57P01-57P03),
  // too many connections (53300), a statement cancelled by its time limit (57014).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** node-postgres's own words for a connection it lost or could not make in time. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable/i;

/**
 * PostgreSQL ends the session with every FATAL error: whatever its code (a database not accepting
 * connections, 55000, is one only at connection time), no statement was run on it.
 */
const SESSION_ENDING = new Set(['FATAL', 'PANIC']);

export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errors, severity } = error as Error & { code?: unknown; errors?: unknown[]; severity?: unknown };
  if (UNREACHABLE_CODES.has(String(code)) || UNREACHABLE_MESSAGES.test(error.message)) return true;
  if (SESSION_ENDING.has(String(severity))) return true;
  // A connection to a name with several addresses fails with all of them at once.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnreachable);
}

/** How long a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** How often a long outage is logged again, with how many calls it refused meanwhile. */
const REMIND_MS = 60_000;

/**
 * The log of database outages: one line when the first call fails, one a minute while it lasts
 * (with the calls refused meanwhile), and one when a connection is made again.
 */
export class OutageLog {
  private since: number | undefined;
  private lastLine = 0;
  private refused = 0;

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A call failed because the database could not be reached. */
  unreachable(error: Error): void {
    const now = this.now();
    this.refused += 1;
    if (this.since === undefined) {
      this.since = this.lastLine = now;
      this.log(`The database cannot be reached (${error.message}): calls answer 503 until it is back.`);
    } else if (now - this.lastLine >= REMIND_MS) {
      this.lastLine = now;
      this.log(
        `The database still cannot be reached after ${Math.round((now - this.since) / 1000)} s (${this.refused} calls answered 503 so far).`,
      );
    }
  }

  /** A connection to the database was made: an outage, if there was one, is over. */
  reachable(): void {
    if (this.since === undefined) return;
    this.log(
      `The database can be reached again after ${Math.round((this.now() - this.since) / 1000)} s (${this.refused} calls answered 503).`,
    );
    this.since = undefined;
    this.refused = 0;
  }
}
