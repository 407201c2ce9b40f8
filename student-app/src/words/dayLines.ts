/**
 * The words of a day's lines and the timetable's failure, which Apply Leave's chosen day (in the
 * dashboard's first view) shares with My Timetable: apart from timetable.ts so that only these
 * download with the first view. Their ids are My Timetable's (`student.timetable.`); the Hindi is in
 * hi.ts with the others (downloaded only in Hindi).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds, Words } from '@leave/ui/i18n';
import type { IsoDate, Lecture, NoLecture, TimetableWindow } from '@leave/contract';
import { dayAndMonth, holidayMessage } from '@leave/domain';
import type { DayLine } from '@leave/domain';

export const dayLineWords = defineWords('student.timetable', {
  notLoaded: 'Your timetable could not be loaded. {error}',
  untimetabled: '{code} has no timetable: every date counts as one of its lectures',
  // A day's lines (the domain's `dayLines`, in the language in use).
  lecture: '{code} {start}-{end}',
  room: '{lecture}, {room}',
  extra: '{lecture} (extra lecture)',
  holiday: 'No lecture: {date} is a holiday: {name}',
  cancelled: "No lecture: {code}'s lecture on {date} is cancelled",
  cancelledBecause: "No lecture: {code}'s lecture on {date} is cancelled: {reason}",
});

export type DayLineWordId = WordIds<typeof dayLineWords>;

/** The day and month of a date in the language's locale ("2 दिस॰"). */
const dayMonthIn = (locale: string, date: IsoDate) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A cancelled lecture's English message without its reason, as the domain's `lectureMessages.cancelled` says it. */
export const cancelledMessage = (code: string, date: IsoDate) =>
  `${code}'s lecture on ${dayAndMonth(date)} is cancelled`;

/** What follows the domain's own words in a message that ends with a name or reason (or null). */
const after = (message: string, said: string) =>
  message.startsWith(said) && message.length > said.length ? message.slice(said.length) : null;

/**
 * What a window of the timetable says about one date, as the domain's `dayLines` says it in
 * English (the same lines in the same order), in another language: each line from its parts. A
 * lecture not held carries only its English message: its holiday's name or its reason (the
 * instructor's, as written) is what follows the domain's words; a message of another shape stays
 * as it came.
 */
export function dayLinesIn(intl: Words, window: TimetableWindow, date: IsoDate): DayLine[] {
  const say = intl.formatMessage;
  const on = dayMonthIn(intl.locale, date);
  const lectureIn = (lecture: Lecture) => {
    let text =
      lecture.start && lecture.end
        ? say(dayLineWords.lecture, { code: lecture.course_code, start: lecture.start, end: lecture.end })
        : lecture.course_code;
    if (lecture.room) text = say(dayLineWords.room, { lecture: text, room: lecture.room });
    return lecture.extra ? say(dayLineWords.extra, { lecture: text }) : text;
  };
  const notHeldIn = (missed: NoLecture) => {
    if (missed.kind === 'holiday') {
      const name = after(missed.message, holidayMessage(date, ''));
      return name ? say(dayLineWords.holiday, { date: on, name }) : missed.message;
    }
    // The domain's English (lectureMessages.cancelled, written out: its catalogue would bring every
    // server message with it; words.test.ts checks they agree).
    const cancelled = cancelledMessage(missed.course_code, date);
    if (missed.message === cancelled) return say(dayLineWords.cancelled, { code: missed.course_code, date: on });
    const reason = after(missed.message, `${cancelled}: `);
    return reason ? say(dayLineWords.cancelledBecause, { code: missed.course_code, date: on, reason }) : missed.message;
  };
  const holidays = [...new Set(window.holidays.filter((h) => h.date === date).map((h) => h.name))];
  // The domain's filter, on its English: a holiday is said once, not once per course.
  const holidayTexts = holidays.map((name) => holidayMessage(date, name));
  return [
    ...holidays.map((name) => ({
      kind: 'holiday' as const,
      course_code: null,
      text: say(dayLineWords.holiday, { date: on, name }),
    })),
    ...window.lectures
      .filter((lecture) => lecture.date === date)
      .map((lecture) => ({ kind: 'lecture' as const, course_code: lecture.course_code, text: lectureIn(lecture) })),
    ...window.cancelled
      .filter((missed) => missed.date === date && !holidayTexts.includes(missed.message))
      .map((missed) => ({ kind: 'cancelled' as const, course_code: missed.course_code, text: notHeldIn(missed) })),
    ...window.untimetabled.map((code) => ({
      kind: 'untimetabled' as const,
      course_code: code,
      text: say(dayLineWords.untimetabled, { code }),
    })),
  ];
}
