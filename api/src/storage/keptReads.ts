import type { Queryable } from '../db/database';

/** Reads remembered at most, the least recently used forgotten first (a page is 100 rows at most). */
const MAX_KEPT = 500;

export interface Kept<Value> {
  /** The version of the course's leave when it was read (`COURSE_LEAVE_VERSION`). */
  version: string;
  value: Value;
}

/** Freezes a kept read: the value, the rows it is or holds as `items`, and each row. */
function freezeRows(value: unknown): void {
  const rows = Array.isArray(value) ? value : (value as { items?: unknown }).items;
  if (Array.isArray(rows)) {
    for (const row of rows) Object.freeze(row);
    Object.freeze(rows);
  }
  Object.freeze(value);
}

/**
 * Reads of courses' leave this instance has made (a window of a course's leave or of its pending
 * requests, a month of its absence calendar, a page of one day's absentees), each with the
 * version of its course's leave when it was read. A read is used again only when the database,
 * asked in the statement that would make it, answers the same version, so what is sent is what
 * the database holds whichever instance changed it. An instructor's pending list at a
 * university's scale is then a sum over the course's kept counts instead of 50 rows joined to
 * their students and enrolments. The version follows every change of a course's leave, its
 * students' names (migration 18) and the course row itself (migration 17).
 */
export class KeptReads<Value> {
  private readonly kept = new Map<string, Kept<Value>>();

  constructor(private readonly maxKept = MAX_KEPT) {}

  /** The key of a read: what it reads, its course and its window or day. */
  static key(...parts: Array<string | number | undefined>): string {
    return parts.map((part) => part ?? '').join('\n');
  }

  /** The read kept under `key` and its version, for the database to check. */
  get(key: string): Kept<Value> | undefined {
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
    }
    return kept;
  }

  /** Keeps `value`, frozen: every later reader is handed the same rows. */
  set(key: string, version: string, value: Value): void {
    freezeRows(value);
    this.kept.delete(key);
    if (this.kept.size >= this.maxKept) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { version, value });
  }
}

/**
 * The version of course `c`'s leave: the sum of its counts' changes (migration 17), after the
 * course row's transaction id, so that a course deleted and made again under its code is not
 * taken for the old one (an edit of the course changes that id too, and so the version).
 */
export const COURSE_LEAVE_VERSION = `SELECT c.xmin::text || ':' || coalesce(sum(k.changes), 0) AS version
  FROM course_leave_counts k WHERE k.course_code = c.course_code`;

/**
 * A read of course $1 as JSON (`read.sql` one value, its parameters from $3 on), kept in `reads`
 * under `key` and made again only when the course's version has moved: one statement answers the
 * version and, only then, the read. Undefined when there is no such course.
 */
export async function keptRead<Value>(
  db: Queryable,
  reads: KeptReads<Value> | undefined,
  key: string,
  code: string,
  read: { sql: string; params: unknown[] },
): Promise<Value | undefined> {
  const kept = reads?.get(key);
  const rows = await db.query<{ version: string; value: Value | null }>(
    `SELECT v.version, CASE WHEN v.version = $2 THEN NULL ELSE (${read.sql}) END AS value
     FROM courses c, LATERAL (${COURSE_LEAVE_VERSION}) v WHERE c.course_code = $1`,
    [code, kept?.version ?? null, ...read.params],
  );
  const row = rows[0];
  if (!row) return undefined;
  // No value: the database found the kept one current.
  if (row.value === null) return kept!.value;
  reads?.set(key, row.version, row.value);
  return row.value;
}
