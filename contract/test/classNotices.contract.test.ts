/**
 * A cancelled lecture tells the whole class (issue 59), on every backend: every student enrolled
 * in the course hears of a cancelled lecture, an extra one and one brought back or taken away,
 * one notification each per change (a student on leave that day with what becomes of the leave),
 * and nobody outside the class. The demo's CS101 (instructor 501) has students 1001 to 1008.
 */
import { addDays } from '@leave/contract';
import type { Notification, NotificationPage } from '@leave/contract';
import { lectureAfter, leaveFor, mondayAfter, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const CLASS = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008];

/** Each student's notifications newer than `after` (their latest id), by roll number. */
async function toldSince(after: Map<number, number>, rolls = CLASS): Promise<Map<number, Notification[]>> {
  const told = new Map<number, Notification[]>();
  for (const roll of rolls) {
    const page = (await (await as.student(roll)).get<NotificationPage>('/notifications?page_size=20')).body;
    told.set(
      roll,
      page.items.filter((n) => n.notification_id > (after.get(roll) ?? 0)),
    );
  }
  return told;
}

async function latestIds(rolls: number[]): Promise<Map<number, number>> {
  const latest = new Map<number, number>();
  for (const roll of rolls) {
    const page = (await (await as.student(roll)).get<NotificationPage>('/notifications?page_size=1')).body;
    latest.set(roll, page.items[0]?.notification_id ?? 0);
  }
  return latest;
}

it('tells every student of the class once that a lecture is cancelled, and a student on leave that day what becomes of it', async () => {
  const date = lectureAfter('CS101', 30);
  expect((await (await as.student(1003)).post('/addLeave', leaveFor(1003, date, 'CS101'))).status).toBe(200);
  const before = await latestIds([...CLASS, 1009, 1010]);
  const reply = await (
    await as.instructor(501)
  ).post<{ message: string }>('/cancelLecture', { course_code: 'CS101', date, reason: 'Exam duty' });
  expect(reply.status).toBe(200);
  expect(reply.body.message).toMatch(/is cancelled; 8 students told, 1 with leave that day$/);

  const told = await toldSince(before);
  for (const roll of CLASS) {
    const notices = told.get(roll)!;
    expect({ roll, kinds: notices.map((n) => n.kind) }).toEqual({ roll, kinds: ['lecture cancelled'] });
    expect(notices[0]!.course_code).toBe('CS101');
    if (roll === 1003) {
      expect(notices[0]!.text).toMatch(
        /^CS101's lecture on .+ is cancelled: Exam duty\. Your leave that day is kept and no longer counts\.$/,
      );
      expect(notices[0]!.leave_id).not.toBeNull();
    } else {
      expect(notices[0]!.text).toMatch(/^CS101's lecture on .+ is cancelled: Exam duty\.$/);
      expect(notices[0]!.leave_id).toBeNull();
    }
  }
  // Students of other courses only hear nothing.
  const others = await toldSince(before, [1009, 1010]);
  expect([...others.values()].flat()).toEqual([]);
});

it('tells the class of an extra lecture with its time and room, and again when it is taken away', async () => {
  // A Saturday, which CS101 does not meet on, inside the demo's term.
  const saturday = addDays(mondayAfter(21), 5);
  const instructor = await as.instructor(501);
  const before = await latestIds(CLASS);
  const added = await instructor.post<{
    message: string;
    timetable: { changes: Array<{ change_id: number; date: string }> };
  }>('/addLecture', { course_code: 'CS101', date: saturday, start: '10:00', end: '11:00', room: 'Room 4' });
  expect(added.status).toBe(201);
  expect(added.body.message).toMatch(/added; 8 students told$/);
  const told = await toldSince(before);
  for (const roll of CLASS) {
    const notices = told.get(roll)!;
    expect({ roll, kinds: notices.map((n) => n.kind) }).toEqual({ roll, kinds: ['lecture added'] });
    expect(notices[0]!.text).toMatch(/^CS101 has an extra lecture on .+, 10:00-11:00, Room 4\.$/);
  }

  const change = added.body.timetable.changes.find((c) => c.date === saturday)!;
  const between = await latestIds(CLASS);
  const removed = await instructor.post<{ message: string }>('/removeLectureChange', { change_id: change.change_id });
  expect(removed.body.message).toMatch(/is removed; 8 students told$/);
  const toldAgain = await toldSince(between);
  for (const roll of CLASS) {
    expect(toldAgain.get(roll)!.map((n) => [n.kind, n.text.replace(/ on .+ is/, ' on … is')])).toEqual([
      ['lecture cancelled', 'The extra lecture of CS101 on … is removed.'],
    ]);
  }
});
