/**
 * The words every import shares (ids after `admin.imports.`): FileImportForm's file field, Preview,
 * the counts and the rows' table, and each row's status. A status is one word: capitalised as a
 * count's label, and in the Status column as the server sends it (`statusLabel`, `statusCell`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const importWords = defineWords('admin.imports', {
  csvFile: 'CSV file',
  tooBig: '{name} is {size}: a file to import may be at most {max}',
  unreadable: 'The file could not be read: choose it again',
  fileRequired: '{label} is required',
  notImported: 'The file could not be imported.',
  preview: 'Preview',
  rowsByStatus: 'Rows by status',
  rowsOf: 'Rows of {name}',
  rowsOfTheFile: 'Rows of the file',
  firstRows: 'The first {shown} rows are shown, those that need a look first.',
  line: 'line {line}',
  // A row's toggle, on a phone, for the columns that wait behind it.
  details: 'Details',
  detailsOf: 'Details of {name}',
  // The columns every preview has.
  lineColumn: 'Line',
  status: 'Status',
  problem: 'Problem',
  // Each row's status (the server's), as a count's label.
  willAdd: 'Will add',
  added: 'Added',
  alreadyThere: 'Already there',
  unknownCourse: 'Unknown course',
  unknownStudent: 'Unknown student',
  badValue: 'Bad value',
  willSet: 'Will set',
  set: 'Set',
  willMark: 'Will mark',
  marked: 'Marked',
  alreadySo: 'Already so',
  notEnrolled: 'Not enrolled',
  noLecture: 'No lecture',
  outsideTerm: 'Outside term',
  // The columns of the imports' previews.
  rollNo: 'Roll No.',
  name: 'Name',
  course: 'Course',
  weekday: 'Weekday',
  start: 'Start',
  end: 'End',
  room: 'Room',
  date: 'Date',
  mark: 'Mark',
  // Import Students.
  importStudents: 'Import Students',
  studentsIntro:
    'A CSV file whose first line names the columns {columns}. You see what each row would do before anything is added; importing the same file again adds nothing twice. Tick the box below to give each new student a temporary password to hand out; otherwise they have none until you reset it on Accounts.',
  addOneStudent: 'Add 1 student',
  addStudents: 'Add {count} students',
  withPasswords:
    'Give each new student a temporary password (a file to download once; they choose their own at first sign-in)',
  passwordsOnce:
    'The temporary passwords are in this page only: download them now and hand each student theirs. Leaving this view loses them (reset a password on Accounts to make a new one).',
  downloadPasswords: 'Download temporary passwords (CSV)',
  thePasswords: 'The temporary passwords',
  // Import Enrolments.
  importEnrolments: 'Import Enrolments',
  enrolmentsIntro:
    'A CSV file whose first line names the columns {columns}: one row per student and course. Each row is checked against the real courses and students before anything is added; importing the same file again adds nothing twice.',
  addOneEnrolment: 'Add 1 enrolment',
  addEnrolments: 'Add {count} enrolments',
  // Import Timetables.
  importTimetables: 'Import Timetables',
  timetablesIntro:
    'A CSV file whose first line names the columns {columns} (room may be left out): one row per weekly lecture, the weekday written Monday or Mon, times HH:MM. Each course named gets exactly its rows as its timetable, in the term it is in (give it a term on Edit Course first); courses not named keep theirs. You see what each row would do before anything is set.',
  setOneTimetable: 'Set 1 timetable',
  setTimetables: 'Set {count} timetables',
  // Import Roll Marks.
  importRollMarks: 'Import Roll Marks',
  rollMarksIntro:
    'A CSV file whose first line names the columns {columns}: one row per student and lecture, the date as YYYY-MM-DD and the mark as the register writes it, P, A or L (or present, absent, late). Each row is checked against the courses, their lectures and classes before anything is recorded; importing the same file again changes nothing.',
  rollMarksReason: 'Reason (for lectures past their correction window)',
  recordOneMark: 'Record 1 mark',
  recordMarks: 'Record {count} marks',
});

export type ImportWordId = WordIds<typeof importWords>;

/**
 * The server's answers and refusals the imports say by their code (docs/translating.md). An answer
 * carries only its English: the view gives its code and parameters, from the answer's counts
 * (Import Timetables' answer, whose courses the counts do not give, is said as it came).
 */
export const IMPORTS_SERVER_CODES = [
  'api.importPreviewed',
  'api.importApplied',
  'api.enrolmentsImported',
  'api.importEmpty',
  'api.importMissingColumns',
  'api.importTooManyRows',
  'rollImport.previewed',
  'rollImport.imported',
  'rollImport.reasonsNeeded',
  'api.importUnreadable',
  'lecture.timetablesPreviewed',
  'lecture.timetablesImported',
] as const;

export type ImportsServerCode = (typeof IMPORTS_SERVER_CODES)[number];

/** Each status the imports' rows have (the contract's), to its word. */
export const STATUS_WORDS = {
  'will add': importWords.willAdd,
  added: importWords.added,
  'already there': importWords.alreadyThere,
  'unknown course': importWords.unknownCourse,
  'unknown student': importWords.unknownStudent,
  'bad value': importWords.badValue,
  'will set': importWords.willSet,
  set: importWords.set,
  'will mark': importWords.willMark,
  marked: importWords.marked,
  'already so': importWords.alreadySo,
  'not enrolled': importWords.notEnrolled,
  'no lecture': importWords.noLecture,
  'outside term': importWords.outsideTerm,
} as const;

export type ImportStatus = keyof typeof STATUS_WORDS;
