/**
 * The words of the school's term: why a date has no lecture, and what terms, holidays and
 * timetables answer. Apart from apiMessages.ts (which spreads them in), so that a page showing a
 * day's lectures downloads these words and not every answer of the API.
 */
import type { IsoDate, Term, Weekday } from '@leave/contract';
import { dayAndMonth, dayMonthYear, holidayMessage } from './dayWords';
import { defineServerMessages, said } from './serverMessages';

/** How many of the class were told of a change of its lectures (nothing when none was). */
const classTold = (told: number) => (told ? `; ${told} ${told === 1 ? 'student' : 'students'} told` : '');

export const lectureMessages = defineServerMessages('lecture', {
  doesNotMeet: said(['code', 'weekday'], (code: string, weekday: Weekday) => `${code} does not meet on ${weekday}s`),
  holiday: said(['date', 'name'], holidayMessage),
  cancelled: said(
    ['code', 'date', 'reason'],
    (code: string, date: IsoDate, reason: string | null) =>
      `${code}'s lecture on ${dayAndMonth(date)} is cancelled${reason ? `: ${reason}` : ''}`,
  ),
  outsideTerm: said(
    ['code', 'date', 'term'],
    (code: string, date: IsoDate, term: Pick<Term, 'name' | 'first_day' | 'last_day'>) =>
      `${dayMonthYear(date)} is outside ${code}'s term, ${term.name} (${dayMonthYear(term.first_day)} to ${dayMonthYear(term.last_day)})`,
  ),
  /** Said of a kept leave whose date has no lecture any more: it no longer counts. */
  notCounted: said(['why'], (why: string) => `No lecture on this date any more (${why}): it does not count`),
  noLectureAnyMore: 'its course has no lecture that day',

  // Terms
  noTerm: said(['termId'], (termId: number) => `There is no term ${termId}`),
  termAdded: said(['name'], (name: string) => `Term ${name} added`),
  termEdited: said(['name'], (name: string) => `Term ${name} updated`),
  termRemoved: said(['name'], (name: string) => `Term ${name} removed`),
  termNameTaken: said(['name'], (name: string) => `There is already a term named ${name}`),
  termsOverlap: said(
    ['name', 'other'],
    (name: string, other: Pick<Term, 'name' | 'first_day' | 'last_day'>) =>
      `${name} would share days with ${other.name} (${dayMonthYear(other.first_day)} to ${dayMonthYear(other.last_day)}): terms may not overlap`,
  ),
  termInUse: said(['name'], (name: string) => `${name} still has courses: move them to another term first`),
  termLeavesHolidaysOut: said(
    ['name', 'holiday'],
    (name: string, holiday: string) =>
      `${name} would no longer hold its holiday ${holiday}: remove or move the holiday first`,
  ),

  // Holidays
  noHoliday: said(['holidayId'], (holidayId: number) => `There is no holiday ${holidayId}`),
  holidayAdded: said(
    ['name', 'from', 'to'],
    (name: string, from: IsoDate, to: IsoDate) =>
      `${name} (${from === to ? dayMonthYear(from) : `${dayMonthYear(from)} to ${dayMonthYear(to)}`}) added`,
  ),
  holidayRemoved: said(['name'], (name: string) => `${name} removed`),
  holidayNotInTerm: said(
    ['term'],
    (term: Pick<Term, 'name' | 'first_day' | 'last_day'>) =>
      `A holiday must be inside ${term.name} (${dayMonthYear(term.first_day)} to ${dayMonthYear(term.last_day)})`,
  ),
  /** An imported holiday's date outside its term: the column at fault names it (`from`, `date`). */
  holidayOutsideTerm: said(
    ['column', 'term'],
    (column: string, term: Pick<Term, 'name' | 'first_day' | 'last_day'>) =>
      `${column} must be inside ${term.name} (${dayMonthYear(term.first_day)} to ${dayMonthYear(term.last_day)})`,
  ),
  holidayExists: said(
    ['termName', 'name', 'from'],
    (termName: string, name: string, from: IsoDate) => `${termName} already has ${name} on ${dayMonthYear(from)}`,
  ),
  tooManyHolidays: said(['max'], (max: number) => `A term may have at most ${max} holidays`),
  holidaysPreviewed: said(
    ['add', 'total'],
    (add: number, total: number) =>
      `${add} of ${total} ${total === 1 ? 'holiday' : 'holidays'} can be added. Nothing has been changed yet.`,
  ),
  holidaysImported: said(['added'], (added: number) => `${added} ${added === 1 ? 'holiday' : 'holidays'} added`),
  icsUnreadable: said(['why'], (why: string) => `The file cannot be read as iCalendar: ${why}`),
  icsNoEvents: 'The file has no events (VEVENT) in it',
  unknownCountry: said(
    ['country', 'region'],
    (country: string, region?: string) =>
      `There are no public holidays known for ${country}${region ? ` region ${region}` : ''}: use a two-letter country code (and a region code the library knows)`,
  ),

  // Timetables and lectures
  noLecturesLeft: said(
    ['code', 'termName'],
    (code: string, termName: string) => `This would leave ${code} with no lectures in ${termName}: nothing was changed`,
  ),
  timetableSet: said(
    ['code', 'total', 'termName'],
    (code: string, total: number, termName: string) =>
      `${code} now meets as set: ${total} ${total === 1 ? 'lecture' : 'lectures'} in ${termName}`,
  ),
  timetableCleared: said(
    ['code', 'total'],
    (code: string, total: number) => `${code} has no timetable now: every date counts as one lecture (${total} in all)`,
  ),
  timetableNeedsTerm: said(['code'], (code: string) => `Choose a term for ${code}'s timetable`),
  copyToSameTerm: 'Choose another term to copy the timetables into',
  timetablesCopied: said(['count', 'from', 'to'], (count: number, from: string, to: string) =>
    count === 0
      ? `No course of ${from} was moved into ${to}`
      : `${count} ${count === 1 ? 'course' : 'courses'} of ${from} now ${count === 1 ? 'meets' : 'meet'} in ${to}, with the same weekly meetings`,
  ),
  noTimetable: said(
    ['code'],
    (code: string) => `${code} has no timetable: every date is one of its lectures. Give it a timetable first.`,
  ),
  lectureCancelledDone: said(
    ['code', 'date', 'told', 'onLeave'],
    (code: string, date: IsoDate, told: number, onLeave: number) =>
      `${code}'s lecture on ${dayAndMonth(date)} is cancelled${classTold(told)}${onLeave ? `, ${onLeave} with leave that day` : ''}`,
  ),
  noLectureToCancel: said(
    ['code', 'date', 'why'],
    (code: string, date: IsoDate, why: string) => `${code} has no lecture on ${dayAndMonth(date)} to cancel (${why})`,
  ),
  extraLectureAdded: said(
    ['code', 'date', 'told'],
    (code: string, date: IsoDate, told?: number) =>
      `An extra lecture of ${code} on ${dayAndMonth(date)} added${classTold(told ?? 0)}`,
  ),
  lectureExists: said(
    ['code', 'date'],
    (code: string, date: IsoDate) => `${code} already has a lecture on ${dayAndMonth(date)}`,
  ),
  extraOutsideTerm: said(
    ['code', 'term'],
    (code: string, term: Pick<Term, 'name' | 'first_day' | 'last_day'>) =>
      `An extra lecture of ${code} must be inside ${term.name} (${dayMonthYear(term.first_day)} to ${dayMonthYear(term.last_day)})`,
  ),
  noLectureChange: said(['changeId'], (changeId: number) => `There is no lecture change ${changeId}`),
  lectureChangeRemoved: said(
    ['code', 'date', 'kind', 'told'],
    (code: string, date: IsoDate, kind: 'cancelled' | 'extra', told?: number) =>
      (kind === 'cancelled'
        ? `${code}'s lecture on ${dayAndMonth(date)} takes place again`
        : `The extra lecture of ${code} on ${dayAndMonth(date)} is removed`) + classTold(told ?? 0),
  ),
  totalFromTimetable: said(
    ['code', 'total'],
    (code: string, total: number) =>
      `${code}'s total lectures come from its timetable (${total}): change the timetable instead`,
  ),
  timetablesPreviewed: said(
    ['courses', 'rows'],
    (courses: number, rows: number) =>
      `${rows} ${rows === 1 ? 'row sets' : 'rows set'} the timetable of ${courses} ${courses === 1 ? 'course' : 'courses'}. Nothing has been changed yet.`,
  ),
  timetablesImported: said(
    ['courses'],
    (courses: number) => `${courses} ${courses === 1 ? 'timetable' : 'timetables'} set`,
  ),
  /** A timetables file's row for a course and weekday an earlier row (its line) has already. */
  weekdayRepeated: said(
    ['weekday', 'line'],
    (weekday: Weekday, line: number) =>
      `a course meets at most once each weekday, and ${weekday} is here already (line ${line})`,
  ),
  weekdayUnknown: said(['value'], (value: string) => `"${value}" is not a weekday: write Monday or Mon`),

  // Requests
  noRequest: said(['requestId'], (requestId: number) => `No request with id ${requestId}`),
  nothingToWithdraw: 'Nothing in this request is pending any more',
  nothingToDecide: said(['code'], (code: string) => `Nothing in this request is pending in ${code} any more`),
  requestWithdrawn: said(['moved'], (moved: number) => `${moved} ${moved === 1 ? 'leave' : 'leaves'} withdrawn`),
  requestDecided: said(
    ['moved', 'status', 'code'],
    (moved: number, status: 'accepted' | 'rejected', code: string) =>
      `${moved} ${moved === 1 ? 'leave' : 'leaves'} of ${code} ${status}`,
  ),
  requestReopened: said(
    ['moved', 'code'],
    (moved: number, code: string) => `${moved} ${moved === 1 ? 'leave' : 'leaves'} of ${code} reopened: pending again`,
  ),
  nothingToReopen: said(['code'], (code: string) => `Nothing in this request is rejected in ${code} any more`),
  nothingToResubmit: 'Nothing in this request is rejected: only rejected leave can be resubmitted',
  alreadyResubmitted: said(
    ['requestId', 'as'],
    (requestId: number, as: number) => `Request ${requestId} was resubmitted already, as request ${as}`,
  ),
  resubmittedSoDecideThat: said(
    ['requestId', 'as'],
    (requestId: number, as: number) => `Request ${requestId} was resubmitted as request ${as}: decide that one instead`,
  ),
});
