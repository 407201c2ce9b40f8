import type { RoleRule } from '@leave/config';
import type { SelfServiceRole } from '@leave/contract';
import { MAX_USER_ID } from '@leave/domain';

/** Who the provider says someone is, as an account here: never an admin, and never invented. */
export type SchoolAccount = { role: SelfServiceRole; userId: number } | { problem: 'no id' | 'no role' };

/** A claim's values: a string, a number, or a list of them (such as groups). */
const valuesOf = (claim: unknown): string[] =>
  (Array.isArray(claim) ? claim : [claim])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map(String);

/**
 * The school id in a claim: a whole number of at most 9 digits, as every user id here, written
 * as this app writes it (no leading zero, sign or space). A directory's "0001001" or " 1001" is
 * another value than 1001, and a sign-in is never matched to an account by a guess.
 */
function schoolId(claim: unknown): number | undefined {
  const text = typeof claim === 'number' ? String(claim) : typeof claim === 'string' ? claim : '';
  if (!/^[1-9]\d{0,8}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_USER_ID ? id : undefined;
}

function roleOf(claims: Record<string, unknown>, userId: number, rule: RoleRule): SelfServiceRole | undefined {
  if (rule.kind === 'ids') {
    return rule.instructorIds.some(([low, high]) => userId >= low && userId <= high) ? 'course instructor' : 'student';
  }
  const values = valuesOf(claims[rule.claim]);
  if (values.some((value) => rule.instructor.includes(value))) return 'course instructor';
  if (values.some((value) => rule.student.includes(value))) return 'student';
  return undefined;
}

/** The account the provider's claims name, by the school id's claim and the role rule. */
export function schoolAccountOf(claims: Record<string, unknown>, idClaim: string, rule: RoleRule): SchoolAccount {
  const userId = schoolId(claims[idClaim]);
  if (userId === undefined) return { problem: 'no id' };
  const role = roleOf(claims, userId, rule);
  return role ? { role, userId } : { problem: 'no role' };
}
