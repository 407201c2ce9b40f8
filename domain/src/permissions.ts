/**
 * Who may do what, as functions of the session and the record: each returns the refusal, or
 * null when the action is allowed. Every backend asks these; no page decides.
 */
import type { NewLeave, Role, Session } from '@leave/contract';
import { messages } from './messages';
import { refusal } from './refusal';
import type { Refusal } from './refusal';

/** Who may call an endpoint: anyone, any signed-in user, or only a signed-in user of one role. */
export type Access = 'anyone' | 'signed in' | Role;

export function checkAccess(session: Session | null, access: Access): Refusal | null {
  if (access === 'anyone') return null;
  if (!session) return refusal(401, messages.signInToContinue);
  if (access === 'signed in') return null;
  if (session.role !== access) return refusal(403, messages.onlyRole(access));
  return null;
}

/**
 * Who may sign themself up: students always; instructors only where the school allows it (the
 * embedded demo does), so nobody can claim an instructor's id before the admin gives it a course.
 */
export function checkSelfSignUp(role: Role, instructorSignUp: boolean): Refusal | null {
  return role === 'course instructor' && !instructorSignUp ? refusal(403, messages.instructorSignUpClosed) : null;
}

/** A student or instructor reads only their own dashboard data. */
export function checkOwnData(session: Session, userId: number): Refusal | null {
  return session.user_id === userId ? null : refusal(403, messages.onlyOwnData);
}

/** A student applies for leave only as a student, and only for themself. */
export function checkApplyForSelf(session: Session, leave: Pick<NewLeave, 'user_id' | 'user_role'>): Refusal | null {
  if (leave.user_role !== 'student') return refusal(400, messages.onlyStudentsApply, 'user_role');
  if (leave.user_id !== session.user_id) return refusal(403, messages.onlyOwnLeave);
  return null;
}

/** An instructor sees and decides leave only in the courses they teach. */
export function checkTeaches(session: Session, course: { instructor_id: number }): Refusal | null {
  return course.instructor_id === session.user_id ? null : refusal(403, messages.notYourCourse);
}

/** A student can be enrolled only under their own name (a check against a mistyped roll number). */
export function checkStudentName(student: { roll_no: number; name: string }, givenName: string): Refusal | null {
  return student.name.trim().toLowerCase() === givenName.trim().toLowerCase()
    ? null
    : refusal(400, messages.studentNameMismatch(student.roll_no, student.name, givenName), 'studentName');
}

/** A lecture's roll is taken (and its class list and the course's register read) by the course's instructor or the admin. */
export function checkTakesRoll(session: Session, course: { instructor_id: number }): Refusal | null {
  if (session.role === 'admin') return null;
  if (session.role !== 'course instructor') return refusal(403, messages.onlyRole('course instructor'));
  return checkTeaches(session, course);
}
