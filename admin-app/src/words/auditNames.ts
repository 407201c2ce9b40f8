/**
 * The names the audit trail's data gives in English, which another language says in its own words:
 * a target's kind ("leave" of "leave 27") or a whole target ("students"), an actor's role, a changed
 * field ("total_lectures", or a refusal's reason counted, "wrong password") and a value ("accepted",
 * "absent"). Their English is the name itself, as the trail showed it (a field's name with spaces
 * for underscores, or `describeChange`'s word for it), so the English page downloads none of these
 * lists: the trail says them by id, `admin.audit.<list>.<name>` (`auditName`), and only the
 * catalogues and their tests import this file. A name no catalogue has (a newer server's field, a
 * roll number's marks) is said as it came: it is data.
 */
import { IMPORT_ROW_STATUSES } from '@leave/contract';

/** A target's kind before its id or name ("leave 27", "term Autumn 2026"), a whole target, or an actor's role. */
const AUDIT_KINDS = [
  'leave kind',
  'leave',
  'request',
  'document',
  'course instructor',
  'course',
  'term',
  'student',
  'admin',
  'user',
  'students',
  'enrolments',
  'rolls',
  'timetables',
  'attendance rules',
  'password sign-in',
] as const;

/** The fields an event records before and after, and the reasons a refusal counts. */
const AUDIT_FIELDS = [
  // Leave, requests and documents.
  'status',
  'comment',
  'roll_no',
  'name',
  'course_code',
  'leave_date',
  'leaves',
  'resubmits',
  'kind_id',
  'kind',
  'documents',
  'retention_days',
  'request_id',
  'file_name',
  // Courses, enrolments and imports.
  'course_title',
  'rg_no',
  'semester_type',
  'semester_year',
  'total_lectures',
  'leave_limit',
  'term',
  'meetings',
  'courses',
  'roll_nos',
  'enrolments',
  'temporary_passwords',
  // An import's count of rows by what it did with them.
  ...IMPORT_ROW_STATUSES,
  // Terms, holidays and lectures.
  'first_day',
  'last_day',
  'from_date',
  'to_date',
  'date',
  'start',
  'end',
  'room',
  'reason',
  'students_on_leave',
  // Attendance.
  'correction_window_days',
  'lates_per_absence',
  'absence_counts',
  'lectures',
  'imported',
  // Kinds of leave.
  'counts',
  'document_after',
  'document_unit',
  'students_choose',
  // Accounts and sign-in.
  'must_change_password',
  'active',
  'enabled',
  'recovery_codes',
  'recovery_codes_left',
  'device',
  'client_ip',
  'sessions',
  'subject',
  // Sign-in Options: whether each role may sign in with a password.
  'student',
  'course instructor',
  // A refusal: how many attempts, and why.
  'attempts',
  'wrong password',
  'unknown account',
  'throttled',
  'account deactivated',
  'password sign-in off',
  'not set up here',
  'no school id',
  'no role',
  'foreign page',
  'admin only',
  'student only',
  'course instructor only',
  'signed in only',
] as const;

/**
 * Values said in words: a leave's status, a roll's mark, a lecture change's kind, a document rule's
 * unit, and a timetable's weekday (its English the day's first three letters, "Mon").
 */
const AUDIT_VALUES = [
  'pending',
  'accepted',
  'rejected',
  'withdrawn',
  'cancelled',
  'present',
  'absent',
  'late',
  'extra',
  'days',
  'lectures',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type AuditNameId =
  | `admin.audit.kind.${(typeof AUDIT_KINDS)[number]}`
  | `admin.audit.field.${(typeof AUDIT_FIELDS)[number]}`
  | `admin.audit.value.${(typeof AUDIT_VALUES)[number]}`;

/** Every name's id, as the catalogues list them (`npm run words:missing` reads it). */
export const AUDIT_NAME_IDS: AuditNameId[] = [
  ...AUDIT_KINDS.map((kind) => `admin.audit.kind.${kind}` as const),
  ...AUDIT_FIELDS.map((field) => `admin.audit.field.${field}` as const),
  ...AUDIT_VALUES.map((value) => `admin.audit.value.${value}` as const),
];
