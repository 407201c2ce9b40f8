/**
 * اردو: the instructor-app's words in Urdu (right to left), so far the menu and the frame. Pending
 * Requests' words (pending.ts) are not translated yet: they are said in English
 * (`npm run words:missing` lists them for translators).
 */
import type { FrameWordId } from '@leave/web-kit/words/frame';
import { frameUr } from '@leave/web-kit/words/frameUr';
import type { WordId } from './words';

const ur: Record<WordId | FrameWordId, string> = {
  ...frameUr,
  'instructor.viewCourses': 'کورس دیکھیں',
  'instructor.pendingRequests': 'زیرِ غور درخواستیں',
  'instructor.attendance': 'حاضری',
  'instructor.history': 'تاریخچہ',
  'instructor.roster': 'طلبہ کی فہرست',
  'instructor.absencesByWeek': 'ہفتہ وار غیر حاضریاں',
};

export default ur;
