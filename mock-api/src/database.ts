import fs from 'node:fs';
import path from 'node:path';
import jsonServer from 'json-server';
import { buildDemoSeed } from '@leave/config';
import type { DemoSeed } from '@leave/config';
import type { IsoDate } from '@leave/contract';
import { PERSONAL_KIND } from '@leave/domain';
import { hashPassword, loadSeed } from '@leave/service';
import type { DataFile, Database } from './databaseTypes';
import { jsonStorage } from './jsonStorage';
import { emptyState } from './records';
import type { DbState } from './records';

export const DEFAULT_DB_FILE = path.join(import.meta.dirname, '..', 'data', 'db.json');

function open(file: string): DataFile {
  // Only the router's database is used; the router itself is never mounted, because it would
  // serve every collection raw.
  const db = jsonServer.router<DbState>(file).db;
  return {
    get state() {
      return db.getState();
    },
    save() {
      db.write();
    },
    reload() {
      db.read();
    },
    replace(state) {
      db.setState(state);
      db.write();
    },
  };
}

/**
 * The state a seed makes, built in memory and written nowhere: loading it through a data file
 * would write the whole file once per row, which a scenario of hundreds of leaves cannot afford.
 */
export async function seededState(seed: DemoSeed, hashOf?: Parameters<typeof loadSeed>[2]): Promise<DbState> {
  const state = emptyState();
  const inMemory: Database = { state, save() {}, reload() {} };
  await loadSeed(jsonStorage(inMemory), seed, hashOf);
  return state;
}

/** Writes fresh demo data, dated around `today`, to `file`, replacing what was there. */
export async function resetDatabase(file: string, today: IsoDate): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(await seededState(buildDemoSeed(today)))}\n`);
}

/**
 * Each course's semester as a term of that name (Spring January to June, Autumn July to
 * December), as the real API's migration 19 makes them; the course is put in it.
 */
function semesterTerms(courses: DbState['courses']): DbState['terms'] {
  const terms: DbState['terms'] = [];
  const semesters = courses.filter((c) => c.semester_type === 'Spring' || c.semester_type === 'Autumn');
  for (const course of [...semesters].sort(
    (a, b) => a.semester_year - b.semester_year || (a.semester_type === 'Spring' ? -1 : 1),
  )) {
    const name = `${course.semester_type} ${course.semester_year}`;
    let term = terms.find((t) => t.name === name);
    if (!term) {
      const spring = course.semester_type === 'Spring';
      term = {
        term_id: terms.length + 1,
        name,
        first_day: `${course.semester_year}-${spring ? '01-01' : '07-01'}`,
        last_day: `${course.semester_year}-${spring ? '06-30' : '12-31'}`,
      };
      terms.push(term);
    }
    course.term_id = term.term_id;
  }
  return terms;
}

/** A data file written before the mock kept sessions and password hashes, as it was then. */
interface EarlierState {
  users: Array<DbState['users'][number] & { passwd?: string }>;
  leaves: Array<Partial<DbState['leaves'][number]> & { user_id?: number; user_role?: string }>;
  sessions?: DbState['sessions'];
  signInFailures?: DbState['signInFailures'];
  knownDevices?: DbState['knownDevices'];
  adminFactors?: DbState['adminFactors'];
  leaveEvents?: DbState['leaveEvents'];
  auditEvents?: DbState['auditEvents'];
  notifications?: DbState['notifications'];
  calendarFeeds?: DbState['calendarFeeds'];
  terms?: DbState['terms'];
  holidays?: DbState['holidays'];
  lectureChanges?: DbState['lectureChanges'];
  leaveKinds?: DbState['leaveKinds'];
  leaveRequests?: DbState['leaveRequests'];
  requestDocuments?: DbState['requestDocuments'];
  lectureRolls?: DbState['lectureRolls'];
  rollMarks?: DbState['rollMarks'];
  courses: DbState['courses'];
}

/**
 * Brings a data file written by an earlier version up to date, keeping everything in it:
 * plain passwords become hashes, leaves name their student as roll_no, new tables start empty.
 */
async function upgrade(db: Database): Promise<void> {
  const state = db.state as unknown as EarlierState;
  const current =
    state.sessions &&
    state.signInFailures &&
    state.knownDevices &&
    state.adminFactors &&
    state.leaveEvents &&
    state.auditEvents &&
    state.notifications &&
    state.calendarFeeds &&
    state.terms &&
    state.leaveKinds &&
    state.leaveRequests &&
    state.requestDocuments &&
    state.lectureRolls &&
    state.rollMarks &&
    state.users.every((user) => typeof user.password_hash === 'string');
  if (current) return;
  for (const user of state.users) {
    if (user.passwd !== undefined) {
      user.password_hash = await hashPassword(user.passwd);
      delete user.passwd;
    }
  }
  for (const leave of state.leaves) {
    if (leave.roll_no === undefined && leave.user_id !== undefined) leave.roll_no = leave.user_id;
    delete leave.user_id;
    delete leave.user_role;
    // Each earlier leave was its own request.
    leave.request_id ??= leave.leave_id;
  }
  // Earlier leave was applied for by its student; earlier decisions were not recorded.
  state.leaveEvents ??= state.leaves.map((leave, index) => ({
    event_id: index + 1,
    leave_id: leave.leave_id!,
    from_status: null,
    to_status: 'pending' as const,
    actor_role: 'student' as const,
    actor_id: leave.roll_no!,
    comment: null,
    at: new Date().toISOString(),
  }));
  state.sessions ??= [];
  state.signInFailures ??= [];
  state.knownDevices ??= [];
  state.adminFactors ??= [];
  state.auditEvents ??= [];
  state.notifications ??= [];
  state.calendarFeeds ??= [];
  state.holidays ??= [];
  state.lectureChanges ??= [];
  state.leaveKinds ??= [{ ...PERSONAL_KIND }];
  state.leaveRequests ??= [];
  state.requestDocuments ??= [];
  state.lectureRolls ??= [];
  state.rollMarks ??= [];
  state.terms ??= semesterTerms(state.courses);
  db.save();
  console.info('mock-api: data file upgraded to the current format (nothing was lost)');
}

/**
 * Opens the JSON file through json-server's lowdb store, creating it on first start from the seed
 * dated around `today`.
 */
export async function openDatabase(file: string, today: IsoDate): Promise<DataFile> {
  if (!fs.existsSync(file)) await resetDatabase(file, today);
  const db = open(file);
  await upgrade(db);
  return db;
}

/** Where the mock keeps the content of supporting documents: a folder beside its data file. */
export const documentsFolderOf = (dataFile: string) =>
  path.join(path.dirname(dataFile), `${path.basename(dataFile, '.json')}-documents`);
