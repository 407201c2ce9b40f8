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

/**
 * The last JOURNAL_SIZE requests, in a ring. Each is kept as the server saw it and masked only
 * when read, so that keeping it costs a request next to nothing.
 */
export class RequestJournal {
  private readonly entries: Array<JournalEntry | undefined> = new Array(JOURNAL_SIZE);
  private nextId = 1;
  private kept = 0;

  add(entry: Omit<JournalEntry, 'id'>) {
    const id = this.nextId++;
    this.entries[id % JOURNAL_SIZE] = { id, ...entry };
    this.kept = Math.min(JOURNAL_SIZE, this.kept + 1);
  }

  /** Newest first, those after `sinceId` only if given, with secrets masked. */
  list(sinceId = 0): JournalEntry[] {
    const newest = this.nextId - 1;
    const listed: JournalEntry[] = [];
    for (let id = newest; id > Math.max(sinceId, newest - this.kept); id -= 1) {
      const entry = this.entries[id % JOURNAL_SIZE]!;
      listed.push({
        ...entry,
        query: maskSecrets(entry.query) as JournalEntry['query'],
        body: maskSecrets(entry.body),
      });
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
    if (skip(req.path)) return next();
    const started = performance.now();
    const time = new Date().toISOString();
    res.on('close', () => {
      const session = res.locals.session as Session | null | undefined;
      const body: unknown = req.body;
      journal.add({
        time,
        method: req.method,
        path: req.path,
        query: req.query as Record<string, unknown>,
        user: session ? { role: session.role, user_id: session.user_id } : null,
        status: res.writableFinished ? res.statusCode : null,
        duration_ms: Math.round(performance.now() - started),
        body: body !== null && typeof body === 'object' && Object.keys(body).length ? body : null,
      });
    });
    next();
  };
}
