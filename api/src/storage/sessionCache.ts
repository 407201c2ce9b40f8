import type { Session } from '@leave/contract';

/** The PostgreSQL channel on which every ended session's token hash is announced to every instance. */
export const SESSION_CHANNEL = 'leave_sessions_ended';

/** An entry is checked against the database again after this long, whatever else happens. */
const MAX_AGE_MS = 60_000;
/** Sessions remembered at most (the oldest is forgotten first). */
const MAX_ENTRIES = 20_000;

interface Entry {
  session: Session;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
  /** When this entry must be looked up again. */
  staleAt: number;
}

/**
 * Who is signed in, by session token hash, kept beside the database so that a signed-in read is
 * one query instead of two. It is only used while this instance hears every ended session
 * (`SESSION_CHANNEL`): a sign-out, a password change or a deactivation on any instance deletes the
 * rows and announces their hashes in the same statement, and each instance forgets them. When the
 * listening connection is lost the cache is emptied and bypassed until it is back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Counts forgets: a lookup that overlapped one may have read a session that has just ended. */
  private ends = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(tokenHash: string): Session | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.expiresAt || now >= entry.staleAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Taken before a lookup, and given back to `set` with its result. */
  ticket(): number {
    return this.ends;
  }

  set(tokenHash: string, session: Session, expiresAt: number, ticket: number): void {
    if (!this.listening || ticket !== this.ends) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { session, expiresAt, staleAt: this.now() + MAX_AGE_MS });
  }

  /** A session ended (heard on the channel, or ended here). */
  forget(tokenHash: string): void {
    this.ends += 1;
    this.entries.delete(tokenHash);
  }

  /** The channel is heard (again): remember from now on, starting empty. */
  resume(): void {
    this.entries.clear();
    this.listening = true;
  }

  /** The channel is not heard: ends may be missed, so remember nothing. */
  suspend(): void {
    this.ends += 1;
    this.listening = false;
    this.entries.clear();
  }
}
