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
});

export type ImportWordId = WordIds<typeof importWords>;

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
