/**
 * A course's attendance register: its students in roll order, one column per lecture held so far
 * (oldest first), each cell what the lecture was for the student (the roll and their leave), and
 * each student's attendance so far; as a page, or whole as CSV. The course's instructor or the admin.
 */
import type { AttendanceRegisterPage, IsoDate, Lecture, RegisterRow } from '@leave/contract';
import {
  attendanceRegisterPageSchema,
  attendanceRegisterQuerySchema,
  courseAttendance,
  courseOnlyQuerySchema,
  heldLectures,
  pageInfo,
  pageWindow,
  registerCell,
} from '@leave/domain';
import { z } from 'zod';
import { csvFile } from '../csvFile';
import { defineEndpoint, ok, refused } from '../endpoint';
import { schoolToday } from '../leaveActions';
import type { RosterRow, Storage } from '../storage';
import { rollCourse } from './rolls';

/** The register's rows of these students (in roll order) over these lectures held. */
async function registerRows(
  store: Storage,
  code: string,
  lectures: Lecture[],
  students: RosterRow[],
): Promise<{ rows: RegisterRow[]; taken: Set<IsoDate> }> {
  const from = lectures[0]?.date;
  const to = lectures[lectures.length - 1]?.date;
  const { taken, marks } =
    from && to
      ? await store.rolls.register(
          code,
          students.map((s) => s.roll_no),
          from,
          to,
        )
      : { taken: [], marks: [] };
  const takenDates = new Set(taken);
  const cellOf = new Map(marks.map((m) => [`${m.roll_no}|${m.date}`, m]));
  const rows = students.map((student) => ({
    roll_no: student.roll_no,
    name: student.name,
    cells: lectures.map((lecture) => {
      const cell = cellOf.get(`${student.roll_no}|${lecture.date}`);
      return registerCell(cell?.mark ?? null, cell?.leave_kind ?? null, takenDates.has(lecture.date));
    }),
    attendance: courseAttendance({ held: lectures.length, on_leave: student.on_leave }, student),
  }));
  return { rows, taken: takenDates };
}

export const attendanceRegister = defineEndpoint({
  method: 'GET',
  path: '/attendanceRegister',
  summary:
    "One page of a course's attendance register, students in roll order: a cell per lecture held so far (P present, A absent, L late, the leave kind on leave, empty when the roll is not taken) and each student's attendance (the course's instructor, or the admin)",
  tag: 'instructor',
  access: 'signed in',
  query: attendanceRegisterQuerySchema,
  responses: { 200: attendanceRegisterPageSchema },
  async handle({ store, settings, session, query }) {
    const course = await rollCourse(store, session, query.course_code);
    if ('refusal' in course) return refused(course.refusal);
    const code = course.calendar.course_code;
    const today = schoolToday(settings);
    const lectures = heldLectures(course.calendar, course.total_lectures, today);
    const { items, total } = await store.courses.rosterWindow(code, 'roll number', pageWindow(query), today);
    const { rows, taken } = await registerRows(store, code, lectures, items);
    const answer: AttendanceRegisterPage = {
      course_code: code,
      lectures: lectures.map((l) => ({ date: l.date, extra: l.extra, taken: taken.has(l.date) })),
      items: rows,
      ...pageInfo(total, query),
    };
    return ok(answer);
  },
});

const registerColumns = (lectures: Lecture[]) => [
  'Roll No',
  'Name',
  ...lectures.map((l) => l.date),
  'Held',
  'Attended',
  'Attendance %',
];

export const attendanceRegisterFile = defineEndpoint({
  method: 'GET',
  path: '/attendanceRegisterFile',
  summary:
    "A course's whole attendance register as CSV (UTF-8 with a byte-order mark), students in roll order (the course's instructor, or the admin)",
  tag: 'instructor',
  access: 'signed in',
  query: courseOnlyQuerySchema,
  produces: 'text/csv',
  responses: {
    200: z
      .string()
      .describe(`CSV: ${registerColumns([]).join(', ').replace('Name, ', 'Name, each lecture held (YYYY-MM-DD), ')}`),
  },
  async handle({ store, settings, session, query }) {
    const course = await rollCourse(store, session, query.course_code);
    if ('refusal' in course) return refused(course.refusal);
    const code = course.calendar.course_code;
    const today = schoolToday(settings);
    const lectures = heldLectures(course.calendar, course.total_lectures, today);
    async function* batches() {
      for await (const students of store.courses.rosterBatches(code, today)) {
        yield (await registerRows(store, code, lectures, students)).rows;
      }
    }
    return csvFile(
      registerColumns(lectures),
      batches(),
      (row) => [
        row.roll_no,
        row.name,
        ...row.cells,
        row.attendance.held,
        row.attendance.attended,
        row.attendance.percentage,
      ],
      `${code}-attendance.csv`,
    );
  },
});
