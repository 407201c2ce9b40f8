import type { LeaveStatus } from '@leave/contract';
import type { CourseLeaveRow, Windowed } from '@leave/service';

/** Pages remembered at most, the least recently read forgotten first (a page is 100 rows at most). */
const MAX_PAGES = 500;

export interface Kept<Row = CourseLeaveRow> {
  /** The version of the course's leave when the page was read (`COURSE_LEAVE_VERSION`). */
  version: string;
  page: Windowed<Row>;
}

/**
 * Windows of courses' leave this instance has read, each with the version of its course's leave
 * when it was read. A page is used again only when the database, asked in the statement that
 * reads the course's facts, answers the same version, so what is sent is what the database holds
 * whichever instance changed it. An instructor's pending list at a university's scale is then a
 * sum over the course's kept counts instead of 50 rows joined to their students and enrolments.
 * The same holds for a page of a course's pending requests (its rows are requests, read from the
 * course's leave, their students and enrolments, which the version follows too).
 */
export class LeavePages<Row = CourseLeaveRow> {
  private readonly kept = new Map<string, Kept<Row>>();

  constructor(private readonly maxPages = MAX_PAGES) {}

  static key(code: string, status: LeaveStatus | undefined, offset: number, limit: number): string {
    return `${code}\n${status ?? ''}\n${offset}\n${limit}`;
  }

  /** The page kept under `key` and its version, for the database to check. */
  get(key: string): Kept<Row> | undefined {
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
    }
    return kept;
  }

  /** Keeps `page`, frozen: every later reader is handed the same rows. */
  set(key: string, version: string, page: Windowed<Row>): void {
    for (const row of page.items) Object.freeze(row);
    Object.freeze(page.items);
    this.kept.delete(key);
    if (this.kept.size >= this.maxPages) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { version, page });
  }
}
