import fs from 'node:fs';
import path from 'node:path';
import { measuredPaths, NOT_MEASURED, screenCalls } from '@leave/contract/screenCalls';
import type { ScreenCall, ScreenPeople } from '@leave/contract/screenCalls';
import type { Session } from '@leave/contract';
import { firstViewRequests, studentFirstWindow } from './firstViews';
import type { FirstRequest } from './firstViews';

const ROOT = path.resolve(__dirname, '../../..');
const REMOTES = ['student-app', 'instructor-app', 'admin-app', 'auth-app', 'web-kit', 'shell'];

const people: ScreenPeople = {
  student: 1001,
  instructor: 501,
  admin: 9001,
  course: 'CS101',
  today: '2026-12-02',
  lecture: '2026-11-30',
  shown: studentFirstWindow('2026-12-02'),
};

/** A role's first view as the page's early start asks for it, its follow-ups for CS101, after the session check. */
function earlyStarted(role: Session['role'], userId: number): ScreenCall[] {
  const session = {
    role,
    user_id: userId,
    name: '',
    twoFactor: { required: false, enabled: true },
  } as unknown as Session;
  const expand = (request: FirstRequest): ScreenCall[] => [
    { method: 'GET', path: request.url, ...(request.params ? { params: request.params } : {}) },
    ...(request.then?.({ courseData: [{ course_code: 'CS101' }], required: false, enabled: true }) ?? []).flatMap(
      expand,
    ),
  ];
  return [{ method: 'GET', path: '/session' }, ...firstViewRequests(session, people.today).flatMap(expand)];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The paths the remotes' RTK Query endpoints call, read from their definitions: each
 * `build.query`/`build.mutation`'s `url: '/…'` or `query: () => '/…'`.
 */
function endpointPaths(): Map<string, string> {
  const found = new Map<string, string>();
  for (const remote of REMOTES) {
    for (const file of sourceFiles(path.join(ROOT, remote, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      if (!/build\.(query|mutation)/.test(text)) continue;
      for (const match of text.matchAll(/(?:url:\s*|=>\s*)['`](\/[A-Za-z]+)/g)) {
        found.set(match[1]!, path.relative(ROOT, file));
      }
    }
  }
  return found;
}

describe("the bench's list of the screens' calls", () => {
  const endpoints = endpointPaths();
  const measured = measuredPaths(people);

  it('reads the endpoints of every remote', () => {
    expect(endpoints.size).toBeGreaterThan(50);
    expect(endpoints.get('/pendingRequests')).toBe('instructor-app/src/api/instructorApi.ts');
  });

  it('covers every path a screen calls: measured, or not measured with a reason', () => {
    const left = [...endpoints].filter(([call]) => !measured.has(call) && !NOT_MEASURED[call]);
    expect(left.map(([call, file]) => `${call} (${file})`)).toEqual([]);
  });

  it('names only paths the screens call, and none both measured and not', () => {
    expect([...measured].filter((call) => !endpoints.has(call))).toEqual([]);
    expect(Object.keys(NOT_MEASURED).filter((call) => !endpoints.has(call))).toEqual([]);
    expect(Object.keys(NOT_MEASURED).filter((call) => measured.has(call))).toEqual([]);
  });

  it("starts each dashboard's first view as the page's early start does, with the same arguments", () => {
    const screens = screenCalls(people);
    const calls = (name: string) => screens.find((screen) => screen.name === name)!.calls;
    expect(calls('Student: dashboard')).toEqual(earlyStarted('student', 1001));
    expect(calls('Instructor: Pending Requests')).toEqual(earlyStarted('course instructor', 501));
    expect(calls('Admin: Overview')).toEqual(earlyStarted('admin', 9001));
  });

  it('has every screen the bench is asked to follow, and the writes', () => {
    const names = screenCalls(people).map((screen) => screen.name);
    for (const name of [
      'My Requests',
      'My Timetable',
      'My Progress',
      'History',
      'Roster',
      'Absences by Week',
      'View Courses',
      'Attendance',
      'Overview',
      'All Leave',
      'Audit Trail',
      'Leave by Week',
      'the lists',
    ]) {
      expect(names.some((screen) => screen.includes(name))).toBe(true);
    }
    const writes = screenCalls(people)
      .filter((screen) => screen.kind === 'write')
      .flatMap((screen) => screen.calls.map((call) => call.path));
    expect(writes).toEqual(['/applyLeave', '/withdrawRequest', '/decideRequest', '/saveRoll']);
  });
});
