/**
 * Terms & Holidays' words (ids after `admin.terms.`): the terms' list and form, a term's holidays,
 * their form and import, the public holidays and the offer to copy timetables into a new term. A
 * count is said by one word for one and another for many, as before; a country offered for public
 * holidays by its own word (`country` and its code).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const termWords = defineWords('admin.terms', {
  title: 'Terms & Holidays',
  intro:
    "A term is the days of teaching, its first and last day included; terms never overlap. A course in a term with a timetable (set on Edit Course) has a lecture on each of its meeting days in the term, except on the term's holidays. A term can be removed once no course is in it.",
  terms: 'Terms',
  notRemoved: 'The term could not be removed.',
  notLoaded: 'The terms could not be loaded.',
  noTerms: 'No terms yet: add the first below.',
  oneTerm: '1 term',
  manyTerms: '{count} terms',
  termPages: 'Pages of terms',
  // The terms' columns.
  term: 'Term',
  firstDay: 'First day',
  lastDay: 'Last day',
  days: 'Days',
  courses: 'Courses',
  holidays: 'Holidays',
  actions: 'Actions',
  // A term's actions.
  edit: 'Edit',
  editTerm: 'Edit {name}',
  holidaysOfTerm: 'Holidays of {name}',
  remove: 'Remove',
  removeTerm: 'Remove {name}',
  removeTermAsked: 'Remove {name}?',
  removeTermAndHoliday: 'Remove {name} and its 1 holiday?',
  removeTermAndHolidays: 'Remove {name} and its {count} holidays?',
  keep: 'Keep',
  // The term form.
  addTerm: 'Add Term',
  editTermTitle: 'Edit Term {name}',
  notSaved: 'The term could not be saved.',
  termName: 'Term name',
  termNameHint: 'Such as Autumn 2026',
  firstDayHint: 'The first day of teaching',
  lastDayHint: 'The last day of teaching',
  saveTerm: 'Save Term',
  cancel: 'Cancel',
  // A term's holidays.
  addTermFirst: 'Add a term first: holidays belong to a term.',
  holidaysOfTermSelect: 'Holidays of term',
  holidayNotRemoved: 'The holiday could not be removed.',
  holidaysNotLoaded: 'The holidays could not be loaded.',
  noHolidays: 'No holidays in {term} yet.',
  oneHoliday: '1 holiday in {term}',
  manyHolidays: '{count} holidays in {term}',
  holidayPages: 'Pages of {term} holidays',
  name: 'Name',
  dates: 'Dates',
  action: 'Action',
  removeHoliday: 'Remove {name}, {dates}',
  // A bad row's dates, as the file wrote them.
  fromTo: '{from} to {to}',
  // The holiday form.
  addHoliday: 'Add Holiday',
  holidayNotAdded: 'The holiday could not be added.',
  holidayName: 'Holiday name',
  holidayNameHint: "Such as Founders' Day",
  lastDayOfBreak: 'For a break of several days; leave empty for one day',
  // The holidays' import.
  importHolidays: 'Import Holidays',
  importIntro:
    'A CSV file whose first line names the columns {dayColumns} (one day a row) or {rangeColumns} (a break a row), dates written YYYY-MM-DD; or an iCalendar (.ics) file, as a calendar exports it. Each holiday must lie inside {term}. You see what each row would do before anything is added; a holiday already there is not added twice.',
  csvOrIcs: 'CSV or iCalendar file',
  addOneHoliday: 'Add 1 holiday',
  addManyHolidays: 'Add {count} holidays',
  // The public holidays.
  publicHolidays: 'Public Holidays',
  publicIntro:
    "A country's public holidays that fall inside {term}, from a holiday library. Tick those the school keeps and add them; each becomes a one-day holiday of the term.",
  country: 'Country',
  chooseCountry: 'Choose a country',
  countryOption: '{name} ({code})',
  otherCountry: 'Another country: type its code',
  countryCode: 'Country code',
  countryCodeHint: 'Two letters, such as NZ or JP',
  regionCode: 'Region code',
  regionCodeHint: 'Optional: a state or region, such as KA (Karnataka) or CA (California)',
  findPublicHolidays: 'Find Public Holidays',
  publicNotLoaded: 'The public holidays could not be loaded. {error}',
  countryRegion: '{country}, region {region}',
  noneFound: 'No public holidays of {where} fall inside {term}.',
  foundOne: '1 public holiday of {where} falls inside {term}.',
  foundOneAdded: '1 public holiday of {where} falls inside {term}, 1 of them a holiday already.',
  foundMany: '{found} public holidays of {where} fall inside {term}.',
  foundManyOneAdded: '{found} public holidays of {where} fall inside {term}, 1 of them a holiday already.',
  foundManyAdded: '{found} public holidays of {where} fall inside {term}, {added} of them holidays already.',
  publicOf: 'Public holidays of {where} in {term}',
  publicDay: '{date}: {name}',
  publicDayAdded: '{date}: {name} (already a holiday)',
  tickToAdd: 'Tick the holidays to add',
  addHolidays: 'Add holidays',
  tickAll: 'Tick all',
  addedOf: '{added} of {all} added:',
  // The countries offered (countries.ts), by their code.
  countryIN: 'India',
  countryUS: 'United States',
  countryGB: 'United Kingdom',
  countryCA: 'Canada',
  countryAU: 'Australia',
  countryDE: 'Germany',
  countryFR: 'France',
  countrySG: 'Singapore',
  countryAE: 'United Arab Emirates',
  countryZA: 'South Africa',
  // The offer to copy timetables into a new term.
  copyFrom: 'Copy timetables from {name}?',
  copyOne:
    'The course of {from} can meet in {to} on the same weekdays and times. A course is in one term: each moves into {to}, and its lectures are counted there from then on.',
  copyMany:
    'The {count} courses of {from} can meet in {to} on the same weekdays and times. A course is in one term: each moves into {to}, and its lectures are counted there from then on.',
  notCopied: 'The timetables could not be copied.',
  copyTimetables: 'Copy Timetables',
  notNow: 'Not Now',
});

export type TermWordId = WordIds<typeof termWords>;

/**
 * The server's answers and refusals Terms & Holidays says by their code (docs/translating.md). An
 * answer carries only its English: the view gives its code and parameters. No such
 * term (`lecture.noTerm`) is listed with Add Course's (courseForm.ts), which says it too.
 */
export const TERMS_SERVER_CODES = [
  'lecture.termAdded',
  'lecture.termEdited',
  'lecture.termRemoved',
  'lecture.termNameTaken',
  'lecture.termsOverlap',
  'lecture.termInUse',
  'lecture.termLeavesHolidaysOut',
  'lecture.noHoliday',
  'lecture.holidayAdded',
  'lecture.holidayRemoved',
  'lecture.holidayNotInTerm',
  'lecture.holidayExists',
  'lecture.tooManyHolidays',
  'lecture.holidaysPreviewed',
  'lecture.holidaysImported',
  'lecture.icsNoEvents',
  'lecture.icsUnreadable',
  'lecture.unknownCountry',
  'lecture.copyToSameTerm',
  'lecture.timetablesCopied',
] as const;

export type TermsServerCode = (typeof TERMS_SERVER_CODES)[number];
