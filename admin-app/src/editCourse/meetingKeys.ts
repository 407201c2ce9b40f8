import type { Meeting } from '@leave/contract';

/** The form's keys for a meeting row's fields (a row keeps its key when rows above it go). */
export const meetingKeys = (row: number) => ({
  weekday: `weekday-${row}`,
  start: `start-${row}`,
  end: `end-${row}`,
  room: `room-${row}`,
});

/** A form's values for these meetings, the nth under row n's keys. */
export function meetingValues(meetings: Meeting[]): Record<string, string> {
  const values: Record<string, string> = {};
  meetings.forEach((meeting, row) => {
    const keys = meetingKeys(row);
    Object.assign(values, {
      [keys.weekday]: meeting.weekday,
      [keys.start]: meeting.start,
      [keys.end]: meeting.end,
      [keys.room]: meeting.room ?? '',
    });
  });
  return values;
}

/** The server names a meeting by its place in the list sent: meetings.1.start is the second row's Start. */
export function meetingFieldNames(rows: number[]): Record<string, string> {
  const fields: Record<string, string> = {};
  rows.forEach((row, index) => {
    for (const [name, key] of Object.entries(meetingKeys(row))) fields[`meetings.${index}.${name}`] = key;
  });
  return fields;
}
