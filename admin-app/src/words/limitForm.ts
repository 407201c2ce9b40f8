/** Set Leave Limit's words (ids after `admin.limitForm.`), and the server's answers it says by code. */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const limitFormWords = defineWords('admin.limitForm', {
  title: 'Set Leave Limit',
  course: 'Course',
  chooseCourse: 'Choose a course',
  courseNow: '{code} - {title} (now {limit}%)',
  mayMiss: '{lectures} lectures: at {limit}% a student may miss {missed} of them.',
  leaveLimit: 'Leave Limit (%)',
});

export type LimitFormWordId = WordIds<typeof limitFormWords>;

/** The server's answer and refusal Set Leave Limit says by their code (docs/translating.md). */
export const LIMIT_FORM_SERVER_CODES = ['api.leaveLimitSet', 'api.noCourse'] as const;

export type LimitFormServerCode = (typeof LIMIT_FORM_SERVER_CODES)[number];
