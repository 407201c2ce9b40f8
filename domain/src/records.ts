/**
 * What every backend stores, row by row: the demo seed is written in these shapes, the storage
 * interface takes them, and the mock API's data file holds them.
 */
import type { IsoDate, LanguageCode, LeaveStatus, Meeting, Role } from '@leave/contract';

export interface UserRecord {
  role: Role;
  user_id: number;
  name: string;
  /** Salted scrypt: never a password. */
  password_hash: string;
  /** Students. */
  branch?: string;
  stream?: string;
  joining_year?: number;
  /** Instructors and the admin. */
  dept?: string;
  /** false once the admin deactivates the account (true unless set). */
  active?: boolean;
  /** Set by a password reset: the next sign-in must choose a new password (false unless set). */
  must_change_password?: boolean;
  /** Where notifications are mailed (none unless set), and whether to (true unless set). */
  email?: string | null;
  email_notifications?: boolean;
  /** The language the person chose (POST /saveLanguage): none unless set. */
  language?: LanguageCode | null;
}

export interface CourseRecord {
  course_code: string;
  course_title: string;
  instructor_id: number;
  semester_type: string;
  semester_year: number;
  total_lectures: number;
  /** The largest leave percentage allowed (DEFAULT_LEAVE_LIMIT unless set). */
  leave_limit?: number;
  /** The term it is in (none unless set). */
  term_id?: number | null;
  /** Its weekly meetings: with some (and a term) it counts lectures; without, every date is one. */
  meetings?: Meeting[];
}

export interface EnrollmentRecord {
  roll_no: number;
  course_code: string;
  /** Set when the admin removed it (an ISO 8601 instant): its leave is kept, it no longer counts. */
  removed_at?: string | null;
}

export interface LeaveRecord {
  leave_date: IsoDate;
  reason: string;
  roll_no: number;
  course_code: string;
  status: LeaveStatus;
  /** false when its date is no longer a lecture of its course: kept, not counted (true unless set). */
  lecture?: boolean;
  /** false when its request's kind does not count toward the limit (true unless set). */
  counted?: boolean;
}
