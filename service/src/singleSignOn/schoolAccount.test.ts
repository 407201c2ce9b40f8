import type { RoleRule } from '@leave/config';
import { schoolAccountOf } from './schoolAccount';

const BY_CLAIM: RoleRule = { kind: 'claim', claim: 'groups', student: ['students'], instructor: ['faculty'] };
const BY_IDS: RoleRule = { kind: 'ids', instructorIds: [[500, 999]] };

it('finds the school id in its claim, as a string or a number, and the role by the claim’s values', () => {
  expect(schoolAccountOf({ sid: '1001', groups: ['everyone', 'students'] }, 'sid', BY_CLAIM)).toEqual({
    role: 'student',
    userId: 1001,
  });
  expect(schoolAccountOf({ sid: 501, groups: 'faculty' }, 'sid', BY_CLAIM)).toEqual({
    role: 'course instructor',
    userId: 501,
  });
  // Both groups: the instructor's account (a member of staff who also studies signs in as staff).
  expect(schoolAccountOf({ sid: '7', groups: ['students', 'faculty'] }, 'sid', BY_CLAIM)).toMatchObject({
    role: 'course instructor',
  });
});

it('tells the role by the id’s range when told to', () => {
  expect(schoolAccountOf({ sid: '501' }, 'sid', BY_IDS)).toEqual({ role: 'course instructor', userId: 501 });
  expect(schoolAccountOf({ sid: '1001' }, 'sid', BY_IDS)).toEqual({ role: 'student', userId: 1001 });
});

it.each([
  [{}, 'no id'],
  [{ sid: 'aarav@riverside.example', groups: 'students' }, 'no id'],
  [{ sid: '12.5', groups: 'students' }, 'no id'],
  [{ sid: '0', groups: 'students' }, 'no id'],
  [{ sid: '1234567890', groups: 'students' }, 'no id'],
  [{ sid: ['1001'], groups: 'students' }, 'no id'],
  // Only the id as this app writes it: a directory's "0001001" or " 1001" is another value, not 1001.
  [{ sid: '0001001', groups: 'students' }, 'no id'],
  [{ sid: ' 1001', groups: 'students' }, 'no id'],
  [{ sid: '1001\n', groups: 'students' }, 'no id'],
  [{ sid: '+1001', groups: 'students' }, 'no id'],
  [{ sid: '1e3', groups: 'students' }, 'no id'],
  [{ sid: '\uFF11\uFF10\uFF10\uFF11', groups: 'students' }, 'no id'],
  [{ sid: 1001.5, groups: 'students' }, 'no id'],
  [{ sid: -1001, groups: 'students' }, 'no id'],
  [{ sid: 1e10, groups: 'students' }, 'no id'],
  [{ sid: '1001' }, 'no role'],
  [{ sid: '1001', groups: ['admin'] }, 'no role'],
])('matches nobody for %j (%s): never an admin, never a guess', (claims, problem) => {
  expect(schoolAccountOf(claims, 'sid', BY_CLAIM)).toEqual({ problem });
});
