import type { DemoSeed } from '@leave/config';
import type { AuditAction, LeaveStatus } from '@leave/contract';
import { DEMO_LEAVE_KINDS } from '@leave/domain';
import { recountOf } from './lectureCounts';
import { hashPassword } from './passwords';
import type { Storage } from './storage';

/** The audit event of each decision the demo data holds, as an instructor's approve or reject records it. */
const DECISION_ACTIONS: Partial<Record<LeaveStatus, AuditAction>> = {
  accepted: 'leave approved',
  rejected: 'leave rejected',
};

/**
 * Writes the demo data through the storage interface, so both backends hold the same thing.
 * `hashOf` hashes each user's password (a caller loading the same users often may keep them).
 */
export async function loadSeed(
  store: Storage,
  seed: DemoSeed,
  hashOf: (user: DemoSeed['users'][number]) => Promise<string> = (user) => hashPassword(user.password),
): Promise<void> {
  // Every user gets their own salt, even where demo passwords are the same.
  const hashes = await Promise.all(seed.users.map(hashOf));
  for (const [index, { password: _plain, ...user }] of seed.users.entries()) {
    await store.users.insert({ ...user, password_hash: hashes[index]! });
  }
  for (const kind of DEMO_LEAVE_KINDS) await store.kinds.insert(kind);
  const termIds = new Map<string, number>();
  for (const { holidays, ...term } of seed.terms) {
    const added = await store.terms.insert(term, () => null);
    if ('status' in added) throw new Error(`the demo term ${term.name} could not be added: ${added.message}`);
    termIds.set(term.name, added.term_id);
    await store.terms.change(added.term_id, () => ({ write: { kind: 'add holidays', holidays } }), recountOf);
  }
  // Each course's total is counted from its timetable by the seed; no leave exists yet to mark.
  for (const { term, ...course } of seed.courses) {
    await store.courses.insert({ ...course, term_id: term ? termIds.get(term)! : null });
  }
  for (const { roll_no, course_code } of seed.enrollments) await store.enrolments.insert(roll_no, course_code);
  // Each leave is applied for by its student and, unless still pending, decided by the course's
  // instructor, so its history reads as it would have happened, and the audit trail says who
  // decided it as it does of a decision made live (the server's own address: nobody's browser).
  for (const { status, ...leave } of seed.leaves) {
    const { results } = await store.leaves.apply([leave], { id: leave.roll_no, role: 'student' });
    const applied = results[0]?.leave;
    if (!applied || status === 'pending') continue;
    const instructor = seed.courses.find((course) => course.course_code === leave.course_code)!.instructor_id;
    await store.leaves.move(
      applied.leave_id,
      () => ({ to: status }),
      { id: instructor, role: 'course instructor' },
      null,
    );
    const action = DECISION_ACTIONS[status];
    if (action) {
      await store.audit.append([
        {
          actor_role: 'course instructor',
          actor_id: instructor,
          action,
          target: `leave ${applied.leave_id}`,
          before: { status: 'pending' },
          after: { status },
          client_ip: '',
        },
      ]);
    }
  }
  if (seed.attendance_rules) await store.rolls.setRules(seed.attendance_rules);
  // Each lecture's roll, taken by the course's instructor after its leave was applied for, so
  // that each backend's counts of the roll (kept or counted) see that leave.
  for (const { course_code, date, marks } of seed.rolls) {
    const instructor = seed.courses.find((course) => course.course_code === course_code)!.instructor_id;
    await store.rolls.save(course_code, date, marks, { id: instructor, role: 'course instructor' });
  }
}
