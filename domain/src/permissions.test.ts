import { ROLES } from '@leave/contract';
import type { Role, Session } from '@leave/contract';
import {
  checkAccess,
  checkApplyForSelf,
  checkOwnData,
  checkSelfSignUp,
  checkStudentName,
  checkTakesRoll,
  checkTeaches,
} from './permissions';
import type { Access } from './permissions';

const session = (role: Role, user_id: number): Session => ({ role, user_id, name: 'Someone' });
const STUDENT = session('student', 1001);
const INSTRUCTOR = session('course instructor', 501);
const ADMIN = session('admin', 1);

describe('checkAccess: every access level x every caller', () => {
  const callers: Array<[string, Session | null]> = [
    ['nobody', null],
    ['a student', STUDENT],
    ['an instructor', INSTRUCTOR],
    ['the admin', ADMIN],
  ];
  const levels: Access[] = ['anyone', 'signed in', ...ROLES];
  const expected = (level: Access, caller: Session | null) => {
    if (level === 'anyone') return null;
    if (!caller)
      return { status: 401, message: 'Please sign in to continue', code: 'api.signInToContinue', params: {} };
    if (level === 'signed in' || caller.role === level) return null;
    const who = { student: 'students', 'course instructor': 'instructors', admin: 'the admin' }[level];
    return { status: 403, message: `Only ${who} can do this`, code: 'leaveRule.onlyRole', params: { role: level } };
  };
  const cases = levels.flatMap((level) =>
    callers.map(([name, caller]) => [level, name, caller, expected(level, caller)] as const),
  );
  it.each(cases)('%s endpoint, called by %s', (level, _name, caller, refusal) => {
    expect(checkAccess(caller, level)).toEqual(refusal);
  });
});

describe('own data', () => {
  it.each([
    [STUDENT, 1001, null],
    [STUDENT, 1002, 403],
    [INSTRUCTOR, 501, null],
    [INSTRUCTOR, 502, 403],
  ])('%j reading the data of %i', (caller, userId, status) => {
    expect(checkOwnData(caller, userId)?.status ?? null).toBe(status);
  });
});

describe('applying for leave', () => {
  it.each([
    [{ user_id: 1001, user_role: 'student' as const }, null, undefined],
    [{ user_id: 1002, user_role: 'student' as const }, 403, undefined],
    [{ user_id: 1001, user_role: 'course instructor' as const }, 400, 'user_role'],
    [{ user_id: 1001, user_role: 'admin' as const }, 400, 'user_role'],
  ])('student 1001 sending %j', (leave, status, field) => {
    const refusal = checkApplyForSelf(STUDENT, leave);
    expect(refusal?.status ?? null).toBe(status);
    expect(refusal?.field).toBe(field);
  });
});

describe('teaching a course', () => {
  it.each([
    [501, null],
    [502, 403],
  ])('instructor 501 and a course taught by %i', (instructorId, status) => {
    expect(checkTeaches(INSTRUCTOR, { instructor_id: instructorId })?.status ?? null).toBe(status);
  });
});

describe("enrolling under the student's own name", () => {
  const student = { roll_no: 1001, name: 'Aarav Sharma' };
  it.each([
    ['Aarav Sharma', null],
    ['  aarav sharma ', null],
    ['Diya Patel', 'Student 1001 is Aarav Sharma, not Diya Patel'],
  ])('%j', (given, message) => {
    expect(checkStudentName(student, given)?.message ?? null).toBe(message);
  });
});

describe('signing oneself up', () => {
  it.each([
    ['student', true, null],
    ['student', false, null],
    ['course instructor', true, null],
    ['course instructor', false, 403],
  ] as const)('as a %s where instructor sign-up is open: %s', (role, open, status) => {
    expect(checkSelfSignUp(role, open)?.status ?? null).toBe(status);
  });
});

describe("taking a lecture's roll", () => {
  it.each([
    [INSTRUCTOR, 501, null],
    [INSTRUCTOR, 502, 'You do not teach this course'],
    [ADMIN, 502, null],
    [STUDENT, 501, 'Only instructors can do this'],
  ])('%j, a course taught by %i', (caller, instructorId, message) => {
    expect(checkTakesRoll(caller, { instructor_id: instructorId })?.message ?? null).toBe(message);
  });
});
