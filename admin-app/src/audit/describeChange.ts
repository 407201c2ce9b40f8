import type { AuditEvent, Meeting } from '@leave/contract';
import type { DateFormat } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { auditWords as words } from '../words/audit';

/** How the trail says a word: the view's `formatMessage`, in the language in use. */
export type Say = Words['formatMessage'];

/** English, each word's own text (what the trail says outside a view, and in its unit tests). */
export const inEnglish: Say = (word, values) => formatPlain(word.defaultMessage, values);

/** A name the data may give: letters, digits, spaces, hyphens and underscores (never ICU's syntax). */
const NAME = /^[\w -]+$/;

/**
 * One of the names the trail's data gives in English (`words/auditNames.ts`: a target's kind, a
 * role, a field, a value), in the language in use by its id; its English is `english`, the name
 * itself unless given. A name no catalogue has is said as it came.
 */
export const auditName = (say: Say, list: 'kind' | 'field' | 'value', name: string, english = name): string =>
  NAME.test(name) ? say({ id: `admin.audit.${list}.${name}`, defaultMessage: english }) : english;

/** A weekly meeting as the timetable events record it. */
const isMeeting = (value: unknown): value is Meeting =>
  typeof value === 'object' && value !== null && 'weekday' in value && 'start' in value && 'end' in value;

/** "Mon 09:00–10:00 A-101". */
const meetingText = (say: Say, meeting: Meeting) =>
  `${auditName(say, 'value', meeting.weekday, meeting.weekday.slice(0, 3))} ${meeting.start}–${meeting.end}${meeting.room ? ` ${meeting.room}` : ''}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A request's leave as its events list them: "2026-11-23 CS101". */
const DATE_AND_COURSE = /^(\d{4}-\d{2}-\d{2}) (\S+)$/;
/** A value the trail says in words (a status, a mark, a unit): one word of small letters. */
const WORD = /^[a-z]+$/;

/** A value in words: yes or no, and with `dates`, a date as the school writes it ("Mon, 23 Nov 2026"). */
const item = (say: Say, value: unknown, dates?: DateFormat): string => {
  if (value === true) return say(words.yes);
  if (value === false) return say(words.no);
  if (typeof value === 'string' && WORD.test(value)) return auditName(say, 'value', value);
  if (dates && typeof value === 'string') {
    if (ISO_DATE.test(value)) return dates.date(value);
    const leave = DATE_AND_COURSE.exec(value);
    if (leave) return say(words.dateIn, { date: dates.date(leave[1]!), code: leave[2]! });
  }
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
};

const shown = (say: Say, value: unknown, dates?: DateFormat): string => {
  if (value === undefined || value === null) return say(words.none);
  if (Array.isArray(value)) {
    if (!value.length) return say(words.none);
    // A timetable's meetings (seven at most) are always listed: they are what changed.
    if (value.every(isMeeting)) return value.map((meeting) => meetingText(say, meeting)).join(', ');
    return value.length > 5
      ? say(words.items, { count: value.length })
      : value.map((one) => item(say, one, dates)).join(', ');
  }
  return item(say, value, dates);
};

/** Fields whose name alone does not read well. */
const FIELD_WORDS: Record<string, string> = {
  roll_nos: 'roll numbers',
  rg_no: 'registration number',
  dept: 'department',
  from_date: 'from',
  to_date: 'to',
  first_day: 'first day',
  last_day: 'last day',
  leaves: 'lectures',
};

/** A field's name in words: "total_lectures" is "total lectures" (in English). */
export const fieldWords = (key: string, say: Say = inEnglish) =>
  auditName(say, 'field', key, FIELD_WORDS[key] ?? key.replaceAll('_', ' '));

/**
 * An event's change in words, one line per field: "total lectures from 40 to 80", "room set to
 * B-204", "room cleared (was B-204)", or the field and its value ("must change password: yes")
 * when it was added, removed or stayed the same; in the language `say` speaks (English unless given).
 */
export function describeChange(
  { before, after }: Pick<AuditEvent, 'before' | 'after'>,
  { dates, omit = [], say = inEnglish }: { dates?: DateFormat; omit?: readonly string[]; say?: Say } = {},
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !omit.includes(key),
  );
  const none = say(words.none);
  return keys.map((key) => {
    const name = fieldWords(key, say);
    if (!before || !(key in before)) return say(words.fieldIs, { name, value: shown(say, after?.[key], dates) });
    if (!after || !(key in after)) return say(words.fieldIs, { name, value: shown(say, before[key], dates) });
    const [was, is] = [shown(say, before[key], dates), shown(say, after[key], dates)];
    if (was === is) return say(words.fieldIs, { name, value: is });
    if (was === none) return say(words.fieldSet, { name, value: is });
    if (is === none) return say(words.fieldCleared, { name, value: was });
    return say(words.fieldMoved, { name, was, is });
  });
}

/**
 * Who acted, by name where the account is known: "Dr. Meera Iyer", and their role and id apart.
 * With no account and no client address, the server acted by itself (the documents' sweep).
 */
export function describeActor(
  {
    actor_role,
    actor_id,
    actor_name,
    client_ip,
  }: Pick<AuditEvent, 'actor_role' | 'actor_id' | 'actor_name' | 'client_ip'>,
  say: Say = inEnglish,
): { name: string; account: string | null } {
  if (!actor_role) return { name: say(client_ip ? words.nobodySignedIn : words.theServer), account: null };
  const account = `${auditName(say, 'kind', actor_role)} ${actor_id}`;
  return actor_name ? { name: actor_name, account } : { name: account, account: null };
}
