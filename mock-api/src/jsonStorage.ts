import type { Role } from '@leave/contract';
import { PASSWORD_SIGN_IN_ON } from '@leave/domain';
import { LiveHub } from '@leave/service';
import type { Storage } from '@leave/service';
import { jsonCalendarFeeds, jsonNotifications } from './jsonNotifications';
import type { Database } from './databaseTypes';
import { jsonAudit } from './jsonAudit';
import { jsonCourses } from './jsonCourses';
import { jsonStudents } from './jsonStudents';
import { jsonLeaves } from './jsonLeaves';
import { jsonTerms } from './jsonTerms';
import { jsonKinds } from './jsonKinds';
import { jsonDocuments } from './jsonDocuments';
import { jsonSessions } from './jsonSessions';
import { jsonTwoFactor } from './jsonTwoFactor';
import { jsonRolls } from './jsonRolls';

/**
 * The storage interface on json-server's data file. Node runs one handler step at a time and
 * nothing here awaits between a read and its write, so each call is as atomic as a SQL
 * statement, and `leaves.move` as a locked transaction.
 */
export function jsonStorage(db: Database, live: LiveHub = new LiveHub(), documentsFolder?: string): Storage {
  const state = () => db.state;
  const now = () => Date.now();
  const userOf = (role: Role, userId: number) => state().users.find((u) => u.role === role && u.user_id === userId);
  const studentOf = (rollNo: number) => state().users.find((u) => u.role === 'student' && u.user_id === rollNo);
  const instructorOf = (rgNo: number) =>
    state().users.find((u) => u.role === 'course instructor' && u.user_id === rgNo);
  /** Makes a change and saves it; if the file cannot be written, the change is undone. */
  const write = <T>(change: () => T): T => {
    const result = change();
    try {
      db.save();
    } catch (error) {
      db.reload();
      throw error;
    }
    return result;
  };

  const storage: Omit<Storage, 'studentOverview' | 'instructorOverview' | 'courseLeavePage' | 'atomically'> = {
    rolls: jsonRolls(state, write),
    users: {
      async findCredentials(role, userId) {
        const user = userOf(role, userId);
        return (
          user && {
            name: user.name,
            password_hash: user.password_hash,
            active: user.active ?? true,
            must_change_password: user.must_change_password ?? false,
            language: user.language ?? null,
          }
        );
      },
      async language(role, userId) {
        const user = userOf(role, userId);
        return user && (user.language ?? null);
      },
      async setLanguage(role, userId, language) {
        const user = userOf(role, userId);
        if (!user) return false;
        write(() => Object.assign(user, { language }));
        return true;
      },
      async setPassword(role, userId, passwordHash, mustChange) {
        const user = userOf(role, userId);
        if (!user) return false;
        write(() => Object.assign(user, { password_hash: passwordHash, must_change_password: mustChange }));
        return true;
      },
      async setActive(role, userId, active) {
        const user = userOf(role, userId);
        if (!user) return false;
        write(() => Object.assign(user, { active }));
        return true;
      },
      async findStudent(rollNo) {
        const user = studentOf(rollNo);
        return (
          user && {
            roll_no: user.user_id,
            name: user.name,
            branch: user.branch ?? '',
            stream: user.stream ?? '',
            joining_year: user.joining_year ?? 0,
          }
        );
      },
      async contact(role, userId) {
        const user = userOf(role, userId);
        return user && { email: user.email ?? null, email_notifications: user.email_notifications ?? true };
      },
      async mailedOf(recipients) {
        return recipients.flatMap(({ role, user_id }) => {
          const user = userOf(role, user_id);
          return user?.email && (user.email_notifications ?? true)
            ? [{ role, user_id, email: user.email, language: user.language ?? null }]
            : [];
        });
      },
      async setContact(role, userId, settings) {
        const user = userOf(role, userId);
        if (!user) return false;
        write(() => Object.assign(user, settings));
        return true;
      },
      async findInstructor(rgNo) {
        const user = instructorOf(rgNo);
        return user && { rg_no: user.user_id, name: user.name, dept: user.dept ?? '' };
      },
      async insert(user) {
        if (state().users.some((u) => u.role === user.role && u.user_id === user.user_id)) return 'duplicate';
        return write(() => (state().users.push(user), 'ok'));
      },
      ...jsonStudents(state, write),
    },

    sessions: jsonSessions(state, write, now, live),

    signInFailures: {
      // Nothing here awaits between the count and the write: parallel attempts take turns.
      async reserve(key, windowSeconds, decide) {
        const since = now() - windowSeconds * 1000;
        const times = state()
          .signInFailures.filter((f) => f.client_key === key && f.failed_at > since)
          .map((f) => f.failed_at);
        const decision = decide({
          failures: times.length,
          oldestAgeSeconds: times.length ? (now() - Math.min(...times)) / 1000 : null,
        });
        if (decision.allowed) {
          write(() => {
            state().signInFailures = state().signInFailures.filter((f) => f.failed_at > since);
            state().signInFailures.push({ client_key: key, failed_at: now() });
          });
        }
        return decision;
      },
      async clear(key) {
        write(() => {
          state().signInFailures = state().signInFailures.filter((f) => f.client_key !== key);
        });
      },
    },

    knownDevices: {
      async remember(token_hash, role, user_id, ttlSeconds) {
        write(() => {
          state().knownDevices = state().knownDevices.filter((d) => d.expires_at > now());
          state().knownDevices.push({ token_hash, role, user_id, expires_at: now() + ttlSeconds * 1000 });
        });
      },
      async isKnown(tokenHash, role, userId) {
        return state().knownDevices.some(
          (d) => d.token_hash === tokenHash && d.role === role && d.user_id === userId && d.expires_at > now(),
        );
      },
    },

    twoFactor: jsonTwoFactor(state, write),

    signInOptions: {
      async passwordSignIn() {
        return state().signInOptions ?? PASSWORD_SIGN_IN_ON;
      },
      async setPasswordSignIn(setting) {
        write(() => {
          state().signInOptions = { ...setting };
        });
      },
    },

    ...jsonCourses(state, write),

    leaves: jsonLeaves(state, write),

    audit: jsonAudit(state, write),

    notifications: jsonNotifications(state, write, live),

    calendarFeeds: jsonCalendarFeeds(state, write),
    ...jsonTerms(state, write),
    kinds: jsonKinds(state, write),
    documents: jsonDocuments(state, write, documentsFolder),

    async ping() {
      try {
        db.save();
        return 'ok';
      } catch {
        return 'cannot-write';
      }
    },
  };
  return {
    ...storage,
    // In memory, several reads cost nothing: composed from the stores.
    async studentOverview(rollNo, today, window) {
      const profile = await storage.users.findStudent(rollNo);
      if (!profile) return undefined;
      const [leaves, tallies] = await Promise.all([
        storage.leaves.ofStudent(rollNo, window),
        storage.enrolments.tallies(rollNo, today),
      ]);
      return { profile, leaves, tallies };
    },
    async instructorOverview(rgNo) {
      const profile = await storage.users.findInstructor(rgNo);
      return profile && { profile, courses: await storage.courses.taughtBy(rgNo) };
    },
    async courseLeavePage(code, filter, window) {
      const course = await storage.courses.find(code);
      return course && { course, page: await storage.leaves.ofCourse(code, filter, window) };
    },
    atomically: (work) => atomically(db, live, documentsFolder, work),
  };
}

/**
 * Runs `work` on the live state with its writes held back, then saves them in one write of the
 * file; if `work` throws or the file cannot be written, the file is read back, which drops every
 * change made since the last save (outside a block nothing is left unsaved, and `work` runs
 * without a pause, so no other request's change is among them). Inside a block, a block is part
 * of it: the outer one saves or drops it all.
 */
async function atomically<T>(
  db: Database,
  live: LiveHub,
  documentsFolder: string | undefined,
  work: (tx: Storage) => Promise<T>,
): Promise<T> {
  let changed = false;
  const held: Database = {
    get state() {
      return db.state;
    },
    save() {
      changed = true;
    },
    // A block inside this one failed: this one's end reads the file back.
    reload() {},
  };
  try {
    const result = await work(jsonStorage(held, live, documentsFolder));
    if (changed) db.save();
    return result;
  } catch (error) {
    db.reload();
    throw error;
  }
}
