/** The form's keys for a meeting row's fields (a row keeps its key when rows above it go). */
export const meetingKeys = (row: number) => ({
  weekday: `weekday-${row}`,
  start: `start-${row}`,
  end: `end-${row}`,
  room: `room-${row}`,
});
