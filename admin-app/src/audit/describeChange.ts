import type { AuditEvent, Meeting } from '@leave/contract';

/** A weekly meeting as the timetable events record it. */
const isMeeting = (value: unknown): value is Meeting =>
  typeof value === 'object' && value !== null && 'weekday' in value && 'start' in value && 'end' in value;

/** "Mon 09:00–10:00 A-101". */
const meetingText = (meeting: Meeting) =>
  `${meeting.weekday.slice(0, 3)} ${meeting.start}–${meeting.end}${meeting.room ? ` ${meeting.room}` : ''}`;

const item = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const shown = (value: unknown): string => {
  if (value === undefined || value === null) return '(none)';
  if (Array.isArray(value)) {
    if (!value.length) return '(none)';
    // A timetable's meetings (seven at most) are always listed: they are what changed.
    if (value.every(isMeeting)) return value.map(meetingText).join(', ');
    return value.length > 5 ? `${value.length} items` : value.map(item).join(', ');
  }
  return item(value);
};

/**
 * An event's change in words, one line per field: "total_lectures: 40 → 80", or the value alone
 * when it was added, removed or stayed the same.
 */
export function describeChange({ before, after }: Pick<AuditEvent, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    if (!before || !(key in before)) return `${key}: ${shown(after?.[key])}`;
    if (!after || !(key in after)) return `${key}: ${shown(before[key])}`;
    const [was, is] = [shown(before[key]), shown(after[key])];
    return was === is ? `${key}: ${is}` : `${key}: ${was} → ${is}`;
  });
}
