import type {
  Holiday,
  LeaveKind,
  LectureChange,
  LeaveStatus,
  Notification,
  PasswordSignIn,
  Recipient,
  RequestDocument,
  Role,
  Term,
  AttendanceRules,
  RollMark,
} from '@leave/contract';
import type { CourseRecord, EnrollmentRecord, LeaveRecord, UserRecord } from '@leave/domain';
import { PERSONAL_KIND } from '@leave/domain';
import type { StoredAuditEvent } from '@leave/service';

/** A stored leave: the row every backend keeps, with its id and the request it was made in. */
export type StoredLeave = LeaveRecord & { leave_id: number; request_id: number };

/** What a request keeps beside its leave: the real API's leave_requests row (Personal, days unknown, if none). */
export interface RequestRecord {
  request_id: number;
  kind_id: number;
  /** The days asked for, first to last; null for requests made before kinds were kept. */
  days: number | null;
  /** Whether an instructor asked for a document since the last one came. */
  document_asked?: boolean;
  /** The rejected request this one resubmits. */
  resubmits?: number;
}

/** One change of a leave's status: the real API's leave_events row. */
export interface LeaveEventRecord {
  event_id: number;
  leave_id: number;
  from_status: LeaveStatus | null;
  to_status: LeaveStatus;
  actor_role: Role;
  actor_id: number;
  comment: string | null;
  /** An ISO 8601 instant. */
  at: string;
}

export interface SessionRecord {
  token_hash: string;
  role: Role;
  user_id: number;
  /** Milliseconds since the epoch, as are the other instants. */
  expires_at: number;
  /** The rest is missing from sessions a data file kept from before devices were listed. */
  device_id?: string;
  created_at?: number;
  last_seen_at?: number;
  idle_seconds?: number;
  device?: string;
  client_ip?: string;
  /** When the session last proved a second-factor code before a dangerous action (milliseconds). */
  stepped_up_at?: number;
}

/** An admin's second factor: the real API's admin_factors row with its recovery codes' hashes. */
export interface AdminFactorRecord {
  user_id: number;
  /** Base32; never sent after enrolment starts. */
  secret: string;
  /** ISO 8601 instant, or null while enrolment waits for its first code. */
  enabled_at: string | null;
  last_step: number | null;
  recovery_code_hashes: string[];
}

export interface SignInFailureRecord {
  client_key: string;
  /** Milliseconds since the epoch. */
  failed_at: number;
}

export interface KnownDeviceRecord {
  token_hash: string;
  role: Role;
  user_id: number;
  /** Milliseconds since the epoch. */
  expires_at: number;
}

/** A notification as stored: for whom, and when it was read (an ISO 8601 instant), if it was. */
/** The request is not kept: it is read from the leave. `lecture_date` is missing in files from before it. */
export type NotificationRecord = Recipient &
  Omit<Notification, 'read' | 'request_id' | 'lecture_date'> & { read_at: string | null; lecture_date?: string | null };

export interface CalendarFeedRecord extends Recipient {
  token_hash: string;
  /** An ISO 8601 instant. */
  created_at: string;
}

/** What the mock API keeps in its JSON file: the same tables as the real API's database. */
export interface DbState {
  users: UserRecord[];
  courses: CourseRecord[];
  enrollments: EnrollmentRecord[];
  leaves: StoredLeave[];
  sessions: SessionRecord[];
  signInFailures: SignInFailureRecord[];
  knownDevices: KnownDeviceRecord[];
  adminFactors: AdminFactorRecord[];
  /** The admin's sign-in options (the real API's sign_in_options row); missing until first saved. */
  signInOptions?: PasswordSignIn;
  leaveEvents: LeaveEventRecord[];
  /** Append-only: nothing here changes or removes one. */
  auditEvents: StoredAuditEvent[];
  notifications: NotificationRecord[];
  calendarFeeds: CalendarFeedRecord[];
  terms: Term[];
  holidays: Holiday[];
  lectureChanges: LectureChange[];
  leaveKinds: LeaveKind[];
  leaveRequests: RequestRecord[];
  /** Supporting documents' names and sizes; each one's content is a file in the data folder. */
  requestDocuments: RequestDocument[];
  /** The school's attendance rules (the real API's attendance_rules row); the defaults until first saved. */
  attendanceRules?: AttendanceRules;
  /** Lectures' rolls and their exceptions (lecture_rolls, roll_marks); missing in files from before the roll. */
  lectureRolls?: LectureRollRecord[];
  rollMarks?: RollMarkRecord[];
}

/** A lecture's roll: who took it and when (ISO 8601 instants). */
export interface LectureRollRecord {
  course_code: string;
  lecture_date: string;
  taken_by_role: Role;
  taken_by_id: number;
  taken_at: string;
  updated_at: string;
  /** false when its date is no lecture any more (cancelled): kept, and its marks count nothing. */
  held?: false;
}

/** One exception of a roll: absent, late, or present for a student with leave that lecture. */
export interface RollMarkRecord {
  course_code: string;
  lecture_date: string;
  roll_no: number;
  mark: RollMark;
}

export const emptyState = (): DbState => ({
  users: [],
  courses: [],
  enrollments: [],
  leaves: [],
  sessions: [],
  signInFailures: [],
  knownDevices: [],
  adminFactors: [],
  leaveEvents: [],
  auditEvents: [],
  notifications: [],
  calendarFeeds: [],
  terms: [],
  holidays: [],
  lectureChanges: [],
  leaveKinds: [{ ...PERSONAL_KIND }],
  leaveRequests: [],
  requestDocuments: [],
  lectureRolls: [],
  rollMarks: [],
});
