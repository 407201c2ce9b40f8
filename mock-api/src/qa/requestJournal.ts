import type { Request, RequestHandler, Response } from 'express';
import type { Session } from '@leave/contract';
import { maskHeaders, maskSecrets } from './maskSecrets';
import { matches } from './requestPattern';
import type { CallUser, RequestPattern } from './requestPattern';

/** How many requests the journal keeps: the oldest goes as each new one comes. */
export const JOURNAL_SIZE = 1000;

/** The longest answer body the journal keeps, in characters of JSON; a longer one shows as null. */
export const KEPT_BODY_MAX = 64 * 1024;

export interface JournalEntry {
  id: number;
  /** When the request arrived, an ISO 8601 instant. */
  time: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** Who was signed in: the session the call was let in with, or the one its cookie names. */
  user: CallUser;
  /** null when the connection was dropped before an answer. */
  status: number | null;
  duration_ms: number;
  /** The JSON body as the server read it, secrets masked; null without one. */
  body: unknown;
  /** The QA fault that took the call, if one did. */
  fault: number | null;
  /** What the call was answered: its headers and JSON body (secrets masked; null if not JSON, or too long). */
  response: { headers: Record<string, unknown>; body: unknown };
}

/** A request as it is kept: what is cheap to take while the request is answered. */
interface KeptRequest {
  /** Milliseconds since the epoch. */
  at: number;
  method: string;
  path: string;
  query: Record<string, unknown>;
  user: CallUser;
  status: number | null;
  duration_ms: number;
  body: unknown;
  fault: number | null;
  headers: Record<string, unknown>;
  /** The answer's JSON as sent, parsed only when read. */
  answer: string | null;
}

const parsedOrNull = (json: string | null) => {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
};

/** A kept request as the journal answers it: its time written out, its secrets masked. */
const shown = ({ id, at, query, body, headers, answer, ...rest }: KeptRequest & { id: number }): JournalEntry => ({
  id,
  time: new Date(at).toISOString(),
  ...rest,
  query: maskSecrets(query) as JournalEntry['query'],
  body: body !== null && typeof body === 'object' && Object.keys(body).length ? maskSecrets(body) : null,
  response: { headers: maskHeaders(headers), body: maskSecrets(parsedOrNull(answer)) },
});

/** A journal entry as it was saved, kept again (its secrets are masked already; masking twice changes nothing). */
const keptAgain = ({ id, time, response, ...rest }: JournalEntry): KeptRequest & { id: number } => ({
  id,
  at: Date.parse(time),
  ...rest,
  headers: response.headers,
  answer: response.body === null ? null : JSON.stringify(response.body),
});

/** Which entries a listing asks for: a pattern's parts, and only those after the id `since`. */
export type JournalFilter = RequestPattern & { since?: number };

/**
 * The last JOURNAL_SIZE requests, in a ring. Each is kept as the server saw it, and written out
 * and masked only when read, so that keeping it costs a request next to nothing.
 */
export class RequestJournal {
  private readonly entries: Array<(KeptRequest & { id: number }) | undefined> = new Array(JOURNAL_SIZE);
  private nextId = 1;
  private kept = 0;
  /** Called after each change: the journal is saved with the data file (qaState.ts). */
  onChange: () => void = () => {};

  add(entry: KeptRequest) {
    this.keep({ id: this.nextId++, ...entry });
    this.onChange();
  }

  private keep(entry: KeptRequest & { id: number }) {
    this.entries[entry.id % JOURNAL_SIZE] = entry;
    this.kept = Math.min(JOURNAL_SIZE, this.kept + 1);
  }

  /** Newest first, with secrets masked: those the filter names (the pattern's, after `since`), or all. */
  list({ since = 0, ...pattern }: JournalFilter = {}): JournalEntry[] {
    const newest = this.nextId - 1;
    const listed: JournalEntry[] = [];
    for (let id = newest; id > Math.max(since, newest - this.kept); id -= 1) {
      const kept = this.entries[id % JOURNAL_SIZE]!;
      if (pattern.path !== undefined && kept.path !== pattern.path) continue;
      const entry = shown(kept);
      if (matches(pattern, entry)) listed.push(entry);
    }
    return listed;
  }

  /** Forgets every request; answers how many there were. */
  clear(): number {
    const count = this.kept;
    this.kept = 0;
    this.entries.fill(undefined);
    this.onChange();
    return count;
  }

  /** What is saved: the entries oldest first, as the journal shows them, and the next id. */
  saved(): { next_id: number; entries: JournalEntry[] } {
    return { next_id: this.nextId, entries: this.list().reverse() };
  }

  /** Takes back what `saved` gave. */
  restore({ next_id, entries }: { next_id: number; entries: JournalEntry[] }) {
    this.nextId = next_id;
    for (const entry of entries.slice(-JOURNAL_SIZE)) this.keep(keptAgain(entry));
  }
}

/** Who the request's session cookie names, if its session is live; what the journal and faults read. */
export type UserOf = (req: Request) => CallUser;

/**
 * Keeps the JSON text of the answer as it is sent (the journal parses it only when read): every
 * JSON answer goes through `send` as text, the API's, the faults' and json-server's alike.
 */
function keepAnswer(res: Response): () => string | null {
  let answer: string | null = null;
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body === 'string' && body.length <= KEPT_BODY_MAX && /json/i.test(String(res.get('content-type')))) {
      answer = body;
    }
    return send(body);
  };
  return () => answer;
}

/** Records each request but the QA controls' own once it is answered or its connection drops. */
export function journalRequests(
  journal: RequestJournal,
  skip: (path: string) => boolean,
  userOf: UserOf,
): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (skip(path)) return next();
    const started = performance.now();
    const at = Date.now();
    const answer = keepAnswer(res);
    res.on('close', () => {
      const session = res.locals.session as Session | null | undefined;
      journal.add({
        at,
        method: req.method,
        path,
        query: req.query as Record<string, unknown>,
        // A call let in has its session; one a fault took, or refused before, is named by its cookie.
        user:
          session === undefined
            ? ((res.locals.qaUser as CallUser | undefined) ?? userOf(req))
            : session && { role: session.role, user_id: session.user_id },
        status: res.writableFinished ? res.statusCode : null,
        duration_ms: Math.round(performance.now() - started),
        body: req.body as unknown,
        fault: (res.locals.qaFault as number | undefined) ?? null,
        headers: res.writableFinished ? res.getHeaders() : {},
        answer: res.writableFinished ? answer() : null,
      });
    });
    next();
  };
}
