import type { AuditEvent, Meeting } from '@leave/contract';
import type { DateFormat } from '@leave/domain';

/** A weekly meeting as the timetable events record it. */
const isMeeting = (value: unknown): value is Meeting =>
  typeof value === 'object' && value !== null && 'weekday' in value && 'start' in value && 'end' in value;

/** "Mon 09:00–10:00 A-101". */
const meetingText = (meeting: Meeting) =>
  `${meeting.weekday.slice(0, 3)} ${meeting.start}–${meeting.end}${meeting.room ? ` ${meeting.room}` : ''}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A request's leave as its events list them: "2026-11-23 CS101". */
const DATE_AND_COURSE = /^(\d{4}-\d{2}-\d{2}) (\S+)$/;

/** A value in words: yes or no, and with `dates`, a date as the school writes it ("Mon, 23 Nov 2026"). */
const item = (value: unknown, dates?: DateFormat): string => {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (dates && typeof value === 'string') {
    if (ISO_DATE.test(value)) return dates.date(value);
    const leave = DATE_AND_COURSE.exec(value);
    if (leave) return `${dates.date(leave[1]!)} in ${leave[2]}`;
  }
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
};

const NONE = '(none)';

const shown = (value: unknown, dates?: DateFormat): string => {
  if (value === undefined || value === null) return NONE;
  if (Array.isArray(value)) {
    if (!value.length) return NONE;
    // A timetable's meetings (seven at most) are always listed: they are what changed.
    if (value.every(isMeeting)) return value.map(meetingText).join(', ');
    return value.length > 5 ? `${value.length} items` : value.map((one) => item(one, dates)).join(', ');
  }
  return item(value, dates);
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

/** A field's name in words: "total_lectures" is "total lectures". */
export const fieldWords = (key: string) => FIELD_WORDS[key] ?? key.replaceAll('_', ' ');

/**
 * An event's change in words, one line per field: "total lectures from 40 to 80", "room set to
 * B-204", "room cleared (was B-204)", or the field and its value ("must change password: yes")
 * when it was added, removed or stayed the same.
 */
export function describeChange(
  { before, after }: Pick<AuditEvent, 'before' | 'after'>,
  { dates, omit = [] }: { dates?: DateFormat; omit?: readonly string[] } = {},
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !omit.includes(key),
  );
  return keys.map((key) => {
    const name = fieldWords(key);
    if (!before || !(key in before)) return `${name}: ${shown(after?.[key], dates)}`;
    if (!after || !(key in after)) return `${name}: ${shown(before[key], dates)}`;
    const [was, is] = [shown(before[key], dates), shown(after[key], dates)];
    if (was === is) return `${name}: ${is}`;
    if (was === NONE) return `${name} set to ${is}`;
    if (is === NONE) return `${name} cleared (was ${was})`;
    return `${name} from ${was} to ${is}`;
  });
}

/**
 * Who acted, by name where the account is known: "Dr. Meera Iyer", and their role and id apart.
 * With no account and no client address, the server acted by itself (the documents' sweep).
 */
export function describeActor({
  actor_role,
  actor_id,
  actor_name,
  client_ip,
}: Pick<AuditEvent, 'actor_role' | 'actor_id' | 'actor_name' | 'client_ip'>): { name: string; account: string | null } {
  if (!actor_role) return { name: client_ip ? 'nobody signed in' : 'the server', account: null };
  const account = `${actor_role} ${actor_id}`;
  return actor_name ? { name: actor_name, account } : { name: account, account: null };
}
