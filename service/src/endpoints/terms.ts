/** The admin's Terms & Holidays: terms that never overlap, and each term's holidays and breaks. */
import type { Holiday, Term, TermPayload } from '@leave/contract';
import {
  checkInTerm,
  holidayAnswerSchema,
  holidayImportResultSchema,
  holidayImportSchema,
  holidayPageSchema,
  holidayRefSchema,
  holidaysQuerySchema,
  IMPORT_MAX_BODY_BYTES,
  MAX_HOLIDAYS_PER_TERM,
  messages,
  messageSchema,
  newHolidaySchema,
  newTermSchema,
  pageInfo,
  pageWindow,
  publicHolidaysQuerySchema,
  publicHolidaysSchema,
  rangesOverlap,
  refusal,
  termAnswerSchema,
  termEditSchema,
  termListPageSchema,
  termListQuerySchema,
  termRefSchema,
} from '@leave/domain';
import type { Refusal } from '@leave/domain';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import { recountOf } from '../lectureCounts';
import { publicHolidaysIn } from '../publicHolidays';
import type { TermCalendar, TermCalendarWrite } from '../storage';
import { holidayImportAnswer, planHolidayImport } from '../termImports';

/** Why a term may not take these days and this name beside the others, or null. */
function termClash(term: TermPayload, others: Term[]): Refusal | null {
  const sameName = others.find((other) => other.name.toLowerCase() === term.name.toLowerCase());
  if (sameName) return refusal(409, messages.termNameTaken(term.name), 'name');
  const overlapping = others.find((other) =>
    rangesOverlap({ from: term.first_day, to: term.last_day }, { from: other.first_day, to: other.last_day }),
  );
  return overlapping ? refusal(409, messages.termsOverlap(term.name, overlapping), 'first_day') : null;
}

export const listTerms = defineEndpoint({
  method: 'GET',
  path: '/terms',
  summary: 'Terms by first day, with how many courses and holidays each has',
  tag: 'admin',
  access: 'admin',
  query: termListQuerySchema,
  responses: { 200: termListPageSchema },
  async handle({ store, query }) {
    const { items, total } = await store.terms.list(pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  },
});

export const addTerm = defineEndpoint({
  method: 'POST',
  path: '/addTerm',
  summary: 'Add a term (its first and last day of teaching); terms may not overlap',
  tag: 'admin',
  access: 'admin',
  body: newTermSchema,
  responses: { 201: termAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const added = await store.atomically(async (tx) => {
      const added = await tx.terms.insert(body, (others) => termClash(body, others));
      if (!('status' in added))
        await audit(tx, { session, clientIp }, 'term added', `term ${added.name}`, { after: body });
      return added;
    });
    if ('status' in added) return refused(added);
    return ok({ message: messages.termAdded(added.name).message, term: added }, 201);
  },
});

export const editTerm = defineEndpoint({
  method: 'POST',
  path: '/editTerm',
  summary: "Change a term's name or days; its courses' lectures follow at once",
  tag: 'admin',
  access: 'admin',
  body: termEditSchema,
  responses: { 200: termAnswerSchema },
  async handle({ store, session, clientIp, body: { term_id, ...term } }) {
    const changed = await store.atomically(async (tx) => {
      let before: Term | undefined;
      const changed = await tx.terms.change(
        term_id,
        (calendar) => {
          before = calendar.term;
          const clash = termClash(term, calendar.otherTerms);
          if (clash) return { refuse: clash };
          const outside = calendar.holidays.find((h) => h.from_date < term.first_day || h.to_date > term.last_day);
          if (outside)
            return { refuse: refusal(409, messages.termLeavesHolidaysOut(term.name, outside.name), 'first_day') };
          return { write: { kind: 'edit', term } };
        },
        recountOf,
      );
      if (changed === 'not-found' || 'status' in changed) return changed;
      await audit(tx, { session, clientIp }, 'term edited', `term ${term.name}`, {
        before: { name: before!.name, first_day: before!.first_day, last_day: before!.last_day },
        after: term,
      });
      return changed;
    });
    if (changed === 'not-found') return refused(refusal(404, messages.noTerm(term_id)));
    if ('status' in changed) return refused(changed);
    return ok({ message: messages.termEdited(term.name).message, term: changed.after.term });
  },
});

export const removeTerm = defineEndpoint({
  method: 'POST',
  path: '/removeTerm',
  summary: 'Remove a term that no course is in, with its holidays',
  tag: 'admin',
  access: 'admin',
  body: termRefSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const removed = await store.atomically(async (tx) => {
      const removed = await tx.terms.remove(body.term_id);
      if (typeof removed !== 'string') {
        await audit(tx, { session, clientIp }, 'term removed', `term ${removed.name}`, { before: { ...removed } });
      }
      return removed;
    });
    if (removed === 'not-found') return refused(refusal(404, messages.noTerm(body.term_id)));
    if (removed === 'in use') {
      const term = await store.terms.find(body.term_id);
      return refused(refusal(409, messages.termInUse(term?.name ?? String(body.term_id)), 'term_id'));
    }
    return ok({ message: messages.termRemoved(removed.name).message });
  },
});

export const listHolidays = defineEndpoint({
  method: 'GET',
  path: '/holidays',
  summary: "A term's holidays and breaks, by date",
  tag: 'admin',
  access: 'admin',
  query: holidaysQuerySchema,
  responses: { 200: holidayPageSchema },
  async handle({ store, query }) {
    if (!(await store.terms.find(query.term_id))) return refused(refusal(404, messages.noTerm(query.term_id)));
    const { items, total } = await store.terms.holidays(query.term_id, pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  },
});

/** Adds holidays to a term under its lock, its courses recounted; each must lie inside the term and be new. */
function addHolidays(holidays: Array<Pick<Holiday, 'from_date' | 'to_date' | 'name'>>) {
  return (calendar: TermCalendar): { refuse: Refusal } | { write: TermCalendarWrite } => {
    if (calendar.holidays.length + holidays.length > MAX_HOLIDAYS_PER_TERM) {
      return { refuse: refusal(409, messages.tooManyHolidays(MAX_HOLIDAYS_PER_TERM)) };
    }
    for (const holiday of holidays) {
      const inTerm = checkInTerm(holiday, calendar.term);
      if (!inTerm.ok) return { refuse: refusal(400, messages.holidayNotInTerm(calendar.term), 'from_date') };
      const same = calendar.holidays.find(
        (h) =>
          h.from_date === holiday.from_date &&
          h.to_date === holiday.to_date &&
          h.name.toLowerCase() === holiday.name.toLowerCase(),
      );
      if (same)
        return {
          refuse: refusal(409, messages.holidayExists(calendar.term.name, same.name, same.from_date), 'from_date'),
        };
    }
    return { write: { kind: 'add holidays', holidays } };
  };
}

export const addHoliday = defineEndpoint({
  method: 'POST',
  path: '/addHoliday',
  summary: "Add a holiday (a day) or a break (a range) to a term; its courses' lectures follow at once",
  tag: 'admin',
  access: 'admin',
  body: newHolidaySchema,
  responses: { 201: holidayAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const holiday = { from_date: body.from_date, to_date: body.to_date ?? body.from_date, name: body.name };
    const changed = await store.atomically(async (tx) => {
      const changed = await tx.terms.change(body.term_id, addHolidays([holiday]), recountOf);
      if (changed === 'not-found' || 'status' in changed) return changed;
      await audit(tx, { session, clientIp }, 'holiday added', `term ${changed.after.term.name}`, { after: holiday });
      return changed;
    });
    if (changed === 'not-found') return refused(refusal(404, messages.noTerm(body.term_id), 'term_id'));
    if ('status' in changed) return refused(changed);
    const added = changed.holidays[0]!;
    return ok(
      { message: messages.holidayAdded(added.name, added.from_date, added.to_date).message, holiday: added },
      201,
    );
  },
});

export const removeHoliday = defineEndpoint({
  method: 'POST',
  path: '/removeHoliday',
  summary: "Remove a holiday; its term's courses count that day's lectures again",
  tag: 'admin',
  access: 'admin',
  body: holidayRefSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const termId = await store.terms.holidayTerm(body.holiday_id);
    const notFound = refusal(404, messages.noHoliday(body.holiday_id));
    if (termId === undefined) return refused(notFound);
    const changed = await store.atomically(async (tx) => {
      const changed = await tx.terms.change(
        termId,
        (calendar) => {
          const holidays = calendar.holidays.filter((h) => h.holiday_id !== body.holiday_id);
          if (holidays.length === calendar.holidays.length) return { refuse: notFound };
          return { write: { kind: 'remove holiday', holiday_id: body.holiday_id } };
        },
        recountOf,
      );
      if (changed === 'not-found' || 'status' in changed) return changed;
      const removed = changed.holidays[0]!;
      await audit(tx, { session, clientIp }, 'holiday removed', `term ${changed.after.term.name}`, {
        before: { from_date: removed.from_date, to_date: removed.to_date, name: removed.name },
      });
      return changed;
    });
    if (changed === 'not-found') return refused(notFound);
    if ('status' in changed) return refused(changed);
    const removed = changed.holidays[0]!;
    return ok({ message: messages.holidayRemoved(removed.name).message });
  },
});

export const importHolidays = defineEndpoint({
  method: 'POST',
  path: '/importHolidays',
  summary:
    'Holidays from a CSV file (date,name or from,to,name) or an iCalendar file: previewed row by row, or with apply, the new ones added to the term in one transaction',
  tag: 'admin',
  access: 'admin',
  maxBodyBytes: IMPORT_MAX_BODY_BYTES,
  body: holidayImportSchema,
  responses: { 200: holidayImportResultSchema },
  async handle({ store, session, clientIp, body }) {
    const term = await store.terms.find(body.term_id);
    if (!term) return refused(refusal(404, messages.noTerm(body.term_id), 'term_id'));
    const existing = (await store.terms.holidaysOf([term.term_id])) as Holiday[];
    const plan = planHolidayImport(body.format, body.content, term, existing);
    if ('refusal' in plan) return refused(plan.refusal);
    const toAdd = plan.rows.filter((row) => row.status === 'will add');
    if (!body.apply) {
      return ok(
        holidayImportAnswer(plan.rows, false, messages.holidaysPreviewed(toAdd.length, plan.rows.length).message),
      );
    }
    const changed = await store.atomically(async (tx) => {
      const changed = toAdd.length
        ? await tx.terms.change(term.term_id, addHolidays(toAdd.map((row) => row.holiday!)), recountOf)
        : { holidays: [] };
      if (changed === 'not-found' || 'status' in changed) return changed;
      await audit(tx, { session, clientIp }, 'holidays imported', `term ${term.name}`, {
        after: {
          added: changed.holidays.map(
            (h) => `${h.from_date}${h.to_date === h.from_date ? '' : ` to ${h.to_date}`} ${h.name}`,
          ),
        },
      });
      return changed;
    });
    if (changed === 'not-found') return refused(refusal(404, messages.noTerm(body.term_id), 'term_id'));
    if ('status' in changed) return refused(changed);
    for (const row of toAdd) row.status = 'added';
    return ok(holidayImportAnswer(plan.rows, true, messages.holidaysImported(changed.holidays.length).message));
  },
});

export const publicHolidays = defineEndpoint({
  method: 'GET',
  path: '/publicHolidays',
  summary: "A country's (and region's) public holidays inside a term, from the date-holidays library, to pick from",
  tag: 'admin',
  access: 'admin',
  query: publicHolidaysQuerySchema,
  responses: { 200: publicHolidaysSchema },
  async handle({ store, query }) {
    const term = await store.terms.find(query.term_id);
    if (!term) return refused(refusal(404, messages.noTerm(query.term_id), 'term_id'));
    const found = await publicHolidaysIn(query.country, query.region, term);
    if (!found) return refused(refusal(400, messages.unknownCountry(query.country, query.region), 'country'));
    const existing = await store.terms.holidaysOf([term.term_id]);
    return ok({
      country: query.country,
      region: query.region ?? null,
      items: found.map((holiday) => ({
        ...holiday,
        added: existing.some((h) => h.from_date <= holiday.date && holiday.date <= h.to_date),
      })),
    });
  },
});
