/**
 * Kinds of Leave's words (ids after `admin.leaveKinds.`): the kinds' table, the form that adds or
 * edits one, and a kind's document rule, whose English is the domain's `documentRule` (one word
 * for one day or lecture and one for many, as English messages stay plain).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const leaveKindWords = defineWords('admin.leaveKinds', {
  title: 'Kinds of Leave',
  about:
    "A student chooses the kind when applying. A kind that does not count is excused: its accepted leave is not in the course's percentage. A leave applied for without a kind is Personal.",
  name: 'Name',
  counts: 'Counts toward the limit',
  document: 'Document',
  chosenBy: 'Chosen by',
  actions: 'Actions',
  theDefault: ' (the default)',
  yes: 'Yes',
  noExcused: 'No (excused)',
  students: 'Students',
  staffOnly: 'Instructors and the admin only',
  edit: 'Edit',
  editKind: 'Edit {name}',
  addKindTitle: 'Add a Kind of Leave',
  countsLabel: "Counts toward the course's leave limit",
  needsDocument: 'Needs a document',
  never: 'Never',
  always: 'Always',
  beyondDays: 'Beyond a number of days',
  beyondLectures: 'Beyond a number of lectures',
  afterHowMany: 'After how many',
  studentsChoose: 'Students may choose it',
  saveKind: 'Save Kind',
  addKind: 'Add Kind',
  cancel: 'Cancel',
  // The domain's leaveKindMessages.documentRule.
  noDocument: 'No document needed',
  documentAlways: 'A document is always needed',
  documentBeyondDay: 'A document is needed beyond {count} day',
  documentBeyondDays: 'A document is needed beyond {count} days',
  documentBeyondLecture: 'A document is needed beyond {count} lecture',
  documentBeyondLectures: 'A document is needed beyond {count} lectures',
});

export type LeaveKindWordId = WordIds<typeof leaveKindWords>;

/**
 * The server's answers and refusals Kinds of Leave says by their code (docs/translating.md). An
 * answer carries its English and the kind: the view gives the domain's message for it (`outcomeOf`).
 */
export const LEAVE_KIND_SERVER_CODES = [
  'leaveKind.leaveKindAdded',
  'leaveKind.leaveKindSaved',
  'leaveKind.leaveKindExists',
  'leaveKind.noLeaveKind',
] as const;

export type LeaveKindServerCode = (typeof LEAVE_KIND_SERVER_CODES)[number];
