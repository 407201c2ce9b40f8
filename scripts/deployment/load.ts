/**
 * A school's steady day, through nginx: each demo student reads their dashboard and now and then
 * applies for leave; each instructor reads theirs and the pending leave of a course, and approves
 * one or decides a few at once. Every call is recorded with the phase it started in, and every
 * change the API acknowledged (answered 200) is kept, to be found in the database afterwards.
 */
import { addDays } from '@leave/contract';
import type {
  BulkDecisionResponse,
  BulkDecisionResult,
  IsoDate,
  LeavesResponse,
  StudentDataResponse,
} from '@leave/contract';
import { demoLectureDates } from '@leave/test-kit';
import type { Answer, Browser } from './browser';

export interface Call {
  phase: string;
  method: 'GET' | 'POST';
  path: string;
  start: number;
  end?: number;
  /** 0: no answer (the connection failed or the call timed out). */
  status?: number;
  /** The API's message, or why there was no answer. */
  message?: string;
  /** nginx's id of the request (X-Request-Id), to find it in the access log. */
  requestId?: string;
}

export interface Application {
  rollNo: number;
  date: IsoDate;
  course: string;
}

/** What an answer that is not JSON says: nginx's error pages say it in their title. */
const pageTitle = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? html).replace(/\s+/g, ' ').slice(0, 80);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Between two rounds of one person's calls. */
const THINK_MS = 300;
/** A student applies every this many rounds. */
const APPLY_EVERY = 4;

export interface RefusedInBulk {
  leaveId: number;
  decision: 'accepted' | 'rejected';
  why: string;
}

export class Load {
  phase = 'setup';
  readonly calls: Call[] = [];
  /** Applications answered 200, and those that failed (which may have been stored all the same). */
  readonly applied: Application[] = [];
  readonly unansweredApplications: Application[] = [];
  /** Decisions answered 200, by leave id; and leave ids whose decision failed. */
  readonly decided = new Map<number, 'accepted' | 'rejected'>();
  readonly unansweredDecisions = new Set<number>();
  /**
   * Leaves of a bulk decision answered 200 that it refused one by one, each with why. A refusal is
   * right only for a decision nginx sent again after the instance it reached was killed (the leave
   * already holds it); `readBack` tells those from the rest.
   */
  readonly refusedInBulk: RefusedInBulk[] = [];
  private running = true;
  private readonly workers: Array<Promise<void>> = [];

  /** One call, recorded; undefined when it got no answer. */
  async call<T = unknown>(
    browser: Browser,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Answer<T> | undefined> {
    const call: Call = { phase: this.phase, method, path, start: Date.now() };
    this.calls.push(call);
    try {
      const answer = await browser.call<T>(method, path, body);
      call.status = answer.status;
      call.requestId = answer.headers['x-request-id'] as string | undefined;
      if (answer.status !== 200) {
        call.message =
          typeof answer.body === 'string' ? pageTitle(answer.body) : (answer.body as { message?: string }).message;
      }
      return answer;
    } catch (error) {
      call.status = 0;
      call.message = error instanceof Error ? error.message : String(error);
      return undefined;
    } finally {
      call.end = Date.now();
    }
  }

  /**
   * Lectures a student may still apply for, one a date: clear of their leave and of the date
   * policy's ends. From the API's today (GET /session): the recipe's instances keep the school's
   * zone's day, which is the next day in Asia/Kolkata from 18:30 UTC, and the demo's holidays
   * follow it (Founders' Day is next month's first Wednesday).
   */
  static datesOf(dashboard: StudentDataResponse, today: IsoDate): Application[] {
    const rollNo = dashboard.studentData.roll_no;
    const taken = new Set<string>(dashboard.leaveData.map((leave) => leave.leave_date));
    const [first, last] = [addDays(today, 10), addDays(today, 170)];
    const byDate = new Map<IsoDate, string>();
    for (const { course_code } of dashboard.enrollmentData) {
      for (const date of demoLectureDates(course_code, today)) {
        if (date >= first && date <= last && !taken.has(date) && !byDate.has(date)) byDate.set(date, course_code);
      }
    }
    return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, course]) => ({ rollNo, date, course }));
  }

  student(browser: Browser, rollNo: number, applications: Application[]): void {
    this.workers.push(
      (async () => {
        for (let round = rollNo; this.running; round += 1) {
          await this.call(browser, 'GET', `/api/studentData?user_id=${rollNo}`);
          const application = round % APPLY_EVERY === 0 ? applications.shift() : undefined;
          if (application) {
            const answer = await this.call(browser, 'POST', '/api/addLeave', {
              reason: 'Deployment test',
              course_code: application.course,
              leave_date: application.date,
              user_id: rollNo,
              user_role: 'student',
            });
            (answer?.status === 200 ? this.applied : this.unansweredApplications).push(application);
          }
          await pause(THINK_MS);
        }
      })(),
    );
  }

  instructor(browser: Browser, id: number, courses: string[]): void {
    const tried = new Set<number>();
    this.workers.push(
      (async () => {
        for (let round = 0; this.running; round += 1) {
          await this.call(browser, 'GET', `/api/instructorData?user_id=${id}`);
          const course = courses[round % courses.length];
          const page = await this.call<LeavesResponse>(
            browser,
            'GET',
            `/api/getLeaves?course_code=${course}&status=pending&page_size=10`,
          );
          const pending = (page?.status === 200 ? page.body.leaveData : [])
            .map((leave) => leave.leave_id)
            .filter((leaveId) => !tried.has(leaveId));
          if (pending.length) await this.decide(browser, round, pending, tried);
          await pause(THINK_MS);
        }
      })(),
    );
  }

  /** Every other round one approval, else up to three decided at once (accepted or rejected in turn). */
  private async decide(browser: Browser, round: number, pending: number[], tried: Set<number>) {
    const one = round % 2 === 0;
    const ids = pending.slice(0, one ? 1 : 3);
    ids.forEach((leaveId) => tried.add(leaveId));
    const decision = one || round % 4 === 1 ? 'accepted' : 'rejected';
    const answer = one
      ? await this.call(browser, 'POST', '/api/approveLeave', { leave_id: ids[0] })
      : await this.call<BulkDecisionResponse>(browser, 'POST', '/api/decideLeaves', { leave_ids: ids, decision });
    if (answer?.status !== 200) {
      ids.forEach((leaveId) => this.unansweredDecisions.add(leaveId));
      return;
    }
    const results: BulkDecisionResult[] = one
      ? [{ leave_id: ids[0]!, status: 200, message: '' }]
      : (answer.body as BulkDecisionResponse).results;
    for (const result of results) {
      if (result.status === 200) this.decided.set(result.leave_id, decision);
      else {
        this.refusedInBulk.push({ leaveId: result.leave_id, decision, why: `${result.status} ${result.message}` });
        this.unansweredDecisions.add(result.leave_id);
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }
}
