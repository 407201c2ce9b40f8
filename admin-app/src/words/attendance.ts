/**
 * Attendance Rules' and Correct a Roll's words (ids after `admin.attendance.`). The roll itself
 * (the lecture picker and the class list) says the shared `classList` words, whose Hindi the
 * admin's catalogue includes.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const attendanceWords = defineWords('admin.attendance', {
  rulesTitle: 'Attendance Rules',
  rulesNotLoaded: 'The rules could not be loaded. {error}',
  correctionWindow: 'Correction window (days)',
  correctionWindowHint:
    'How many days after a lecture its instructor may still take or correct its roll ({min}: on the day only, at most {max}). After it, only the admin corrects a roll, with a reason.',
  lates: 'Lates',
  latesNotCounted: 'Lates are not counted',
  everyLates: 'Every {count} lates count as one lecture missed',
  absenceWithoutLeave: 'Absence without leave',
  absenceCounts: 'Counts toward the course’s leave limit',
  absenceNotCounted: 'Does not count toward the limit (shown in attendance only)',
  saveRules: 'Save Attendance Rules',
  correctRoll: 'Correct a Roll',
  correctRollIntro:
    'Open any lecture’s roll to take or correct it. After the school’s correction window, a correction needs a reason, kept in the audit trail.',
});

export type AttendanceWordId = WordIds<typeof attendanceWords>;

/** The server's answer Attendance Rules says by its code (an answer carries only its English). */
export const ATTENDANCE_SERVER_CODES = ['roll.rulesSaved'] as const;

export type AttendanceServerCode = (typeof ATTENDANCE_SERVER_CODES)[number];
