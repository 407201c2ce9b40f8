/** The profile panel's words (View User), apart from the frame's: they download with the panel. */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const profileWords = defineWords('frame.profile', {
  title: 'Profile',
  rollNo: 'Roll No',
  name: 'Name',
  branch: 'Branch',
  stream: 'Stream',
  joiningYear: 'Joining Year',
  // "Registeration" is spelled as the spec spells it.
  registrationNo: 'Registeration No.',
  department: 'Department',
});

export type ProfileWordId = WordIds<typeof profileWords>;
