/**
 * The limits and patterns of each kind of field, as plain values: forms show them (a maxlength, a
 * year's range) without downloading the schema library; the rules themselves are in fields.ts.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Roll and registration numbers have at most 9 digits. */
export const USER_ID_MAX_DIGITS = 9;
export const MAX_USER_ID = 10 ** USER_ID_MAX_DIGITS - 1;
/** The largest record id, such as a leave id (a PostgreSQL integer). */
export const MAX_RECORD_ID = 2_147_483_647;
export const COURSE_CODE_MAX_LENGTH = 20;
export const COURSE_CODE_PATTERN = /^[A-Za-z0-9-]+$/;
export const TOTAL_LECTURES = { min: 1, max: 1000 } as const;
export const FIRST_YEAR = 1900;
export const LAST_SEMESTER_YEAR = 2200;
/** The calendar the product keeps dates in: anything outside is a typing mistake or an attack. */
export const CALENDAR_WINDOW = { first: '2000-01-01', last: '2099-12-31' } as const;
export const SEMESTERS = ['Autumn', 'Spring'] as const;

/** The longest text each kind of text field takes. */
export const TEXT_MAX = { name: 100, branch: 100, stream: 100, courseTitle: 120, reason: 500, comment: 500 };

export const nextYear = () => new Date().getFullYear() + 1;
export const lastSemesterYear = () => LAST_SEMESTER_YEAR;
