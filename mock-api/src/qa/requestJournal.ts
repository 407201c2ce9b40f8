import type { RequestHandler } from 'express';
import type { Session } from '@leave/contract';
import { maskSecrets } from './maskSecrets';

/** How many requests the journal keeps: the oldest goes as each new one comes. */
export const JOURNAL_SIZE = 1000;

export interface JournalEntry {
  id: number;
  /** When the request arrived, an ISO 8601 instant. */
  time: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** Who was signed in, if the request's session was looked up and found. */
  user: { role: Session['role']; user_id: number } | null;
  /** null when the connection was dropped before an answer. */
  status: number | null;
  duration_ms: number;
  /** The JSON body as the server read it, secrets masked; null without one. */
  body: unknown;
}

/** A request as it is kept: what is cheap to take while the request is answered. */
interface KeptRequest {
  /** Milliseconds since the epoch. */
  at: number;
  method: string;
  path: string;
  query: Record<string, unknown>;
  session: Session | null | undefined;
  status: number | null;
  duration_ms: number;
  body: unknown;
}

/** A kept request as the journal answers it: its time written out, its secrets masked. */
const shown = ({ id, at, session, query, body, ...rest }: KeptRequest & { id: number }): JournalEntry => ({
  id,
  time: new Date(at).toISOString(),
  ...rest,
  query: maskSecrets(query) as JournalEntry['query'],
  user: session ? { role: session.role, user_id: session.user_id } : null,
  body: body !== null && typeof body === 'object' && Object.keys(body).length ? maskSecrets(body) : null,
});

/**
 * The last JOURNAL_SIZE requests, in a ring. Each is kept as the server saw it, and written out
 * and masked only when read, so that keeping it costs a request next to nothing.
 */
export class RequestJournal {
  private readonly entries: Array<(KeptRequest & { id: number }) | undefined> = new Array(JOURNAL_SIZE);
  private nextId = 1;
  private kept = 0;

  add(entry: KeptRequest) {
    const id = this.nextId++;
    this.entries[id % JOURNAL_SIZE] = { id, ...entry };
    this.kept = Math.min(JOURNAL_SIZE, this.kept + 1);
  }

  /** Newest first, those after `sinceId` only if given, with secrets masked. */
  list(sinceId = 0): JournalEntry[] {
    const newest = this.nextId - 1;
    const listed: JournalEntry[] = [];
    for (let id = newest; id > Math.max(sinceId, newest - this.kept); id -= 1) {
      listed.push(shown(this.entries[id % JOURNAL_SIZE]!));
    }
    return listed;
  }

  /** Forgets every request; answers how many there were. */
  clear(): number {
    const count = this.kept;
    this.kept = 0;
    this.entries.fill(undefined);
    return count;
  }
}

/** Records each request but the QA controls' own once it is answered or its connection drops. */
export function journalRequests(journal: RequestJournal, skip: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (skip(path)) return next();
    const started = performance.now();
    const at = Date.now();
    res.on('close', () => {
      journal.add({
        at,
        method: req.method,
        path,
        query: req.query as Record<string, unknown>,
        session: res.locals.session as Session | null | undefined,
        status: res.writableFinished ? res.statusCode : null,
        duration_ms: Math.round(performance.now() - started),
        body: req.body as unknown,
      });
    });
    next();
  };
}
