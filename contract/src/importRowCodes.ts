/**
 * The codes of the problems an import's rows can carry (a row's `code`, beside its English
 * `message`: `ImportRowProblem`), by the import whose rows carry them: the domain's messages'
 * codes, which a page says in the person's language from its catalogue (the admin's
 * FileImportForm's Problem column), a code it does not have in the server's English. The contract
 * tests check each import's rows carry only its codes; `scripts/viewRefusals.ts` lists them under
 * their endpoints for `npm run words:missing`.
 */

/** What the rules of a text cell of a file can say of it (a name, a branch, a stream). */
const TEXT_CELL = [
  'field.required',
  'field.tooLong',
  'field.hiddenCharacters',
  'field.brokenCharacter',
  'field.notOneLine',
] as const;

/** A roll number as a file writes it. */
const ROLL_NO_CELL = [
  'field.required',
  'field.notANumber',
  'field.notAPositiveWholeNumber',
  'field.tooManyDigits',
] as const;

/** A course code as a file writes it. */
const COURSE_CELL = ['field.required', 'field.tooLong', 'field.courseCodeCharacters'] as const;

/** A date as a file writes it (YYYY-MM-DD). */
const DATE_CELL = ['field.notADate', 'field.dateOutsideWindow'] as const;

/** Import Students: a row's cells, and a roll number the file has twice. */
export const STUDENT_ROW_CODES = [
  ...TEXT_CELL,
  ...ROLL_NO_CELL,
  'field.startsLikeFormula',
  'field.notAYear',
  'field.yearInFuture',
  'api.importDuplicateInFile',
] as const;

/** Import Enrolments: a row's cells, and a course and roll number the file has twice. */
export const ENROLMENT_ROW_CODES = [
  ...COURSE_CELL,
  ...ROLL_NO_CELL,
  'field.hiddenCharacters',
  'field.brokenCharacter',
  'api.importDuplicateEnrolment',
] as const;

/** Import Roll Marks: a row's cells, its course, its lecture, its student, and a reason it needs. */
export const ROLL_MARK_ROW_CODES = [
  ...COURSE_CELL,
  ...ROLL_NO_CELL,
  ...DATE_CELL,
  'field.hiddenCharacters',
  'field.brokenCharacter',
  'rollImport.notAMark',
  'rollImport.markRequired',
  'rollImport.duplicate',
  'api.noCourse',
  'rollImport.noTerm',
  'lecture.outsideTerm',
  'lecture.doesNotMeet',
  'lecture.holiday',
  'lecture.cancelled',
  'rollImport.notYet',
  'rollImport.notEnrolled',
  'rollImport.reasonNeeded',
] as const;

/** Terms & Holidays' import: a row's dates and name, and a holiday outside the term. */
export const HOLIDAY_ROW_CODES = [
  ...TEXT_CELL,
  ...DATE_CELL,
  'field.dateBefore',
  'lecture.holidayOutsideTerm',
] as const;

/** Import Timetables: a row's cells, its course, a weekday twice, and a course refused on apply. */
export const TIMETABLE_ROW_CODES = [
  ...COURSE_CELL,
  'field.hiddenCharacters',
  'field.brokenCharacter',
  'lecture.weekdayUnknown',
  'field.notATime',
  'field.endNotAfterStart',
  'api.noCourse',
  'lecture.weekdayRepeated',
  'lecture.timetableNeedsTerm',
  'lecture.noLecturesLeft',
] as const;

/** Every code an import's row can carry, each once. */
export const IMPORT_ROW_CODES = [
  ...new Set([
    ...STUDENT_ROW_CODES,
    ...ENROLMENT_ROW_CODES,
    ...ROLL_MARK_ROW_CODES,
    ...HOLIDAY_ROW_CODES,
    ...TIMETABLE_ROW_CODES,
  ]),
];

export type ImportRowCode =
  | (typeof STUDENT_ROW_CODES)[number]
  | (typeof ENROLMENT_ROW_CODES)[number]
  | (typeof ROLL_MARK_ROW_CODES)[number]
  | (typeof HOLIDAY_ROW_CODES)[number]
  | (typeof TIMETABLE_ROW_CODES)[number];
