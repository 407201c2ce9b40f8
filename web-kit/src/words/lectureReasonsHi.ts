/** हिन्दी: why a date has no lecture of a course (`LECTURE_REASON_CODES`), for the views that say why leave no longer counts. */
import type { LectureReasonCode } from './lectureReasons';

export const lectureReasonsHi: Record<LectureReasonCode, string> = {
  'lecture.doesNotMeet': '{code} की कक्षा {weekday} को नहीं होती',
  'lecture.holiday': '{date} को छुट्टी है: {name}',
  'lecture.cancelled': '{date} को {code} की कक्षा रद्द है',
  'lecture.outsideTerm': '{date} {code} के सत्र {term_name} ({term_first_day} से {term_last_day}) से बाहर है',
  'lecture.noLectureAnyMore': 'उस दिन उसके पाठ्यक्रम का व्याख्यान नहीं है',
};
