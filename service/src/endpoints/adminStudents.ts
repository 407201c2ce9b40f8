import { z } from 'zod';
import {
  undatedNotifications,
  IMPORT_MAX_BODY_BYTES,
  importResultSchema,
  messages,
  pageInfo,
  pageWindow,
  refusal,
  studentExportQuerySchema,
  studentImportSchema,
  studentListPageSchema,
  studentListQuerySchema,
  studentLookupQuerySchema,
  studentLookupSchema,
} from '@leave/domain';
import { stringify } from 'csv-stringify/sync';
import { audit } from '../audit';
import { csvFile, CSV_OPTIONS } from '../csvFile';
import { defineEndpoint, ok, refused } from '../endpoint';
import { requireStepUp } from '../twoFactor/stepUp';
import { hashTemporaryPassword } from '../passwords';
import { temporaryPassword } from '../temporaryPassword';
import { enrolledNotices, importFinishedNotice } from '../notices';
import { notify } from '../notify';
import { IMPORT_ROWS_SHOWN, importAnswer, planEnrolmentImport, planStudentImport } from '../importPlan';
import type { PlannedRow } from '../importPlan';
import { pairKey } from '../storage';
import type { Storage } from '../storage';

const STUDENT_COLUMNS = ['roll_no', 'name', 'branch', 'stream', 'joining_year', 'enrolled_courses'] as const;

export const studentLookup = defineEndpoint({
  method: 'GET',
  path: '/studentLookup',
  summary: "A student's name by roll number, to check before enrolling them",
  tag: 'admin',
  access: 'admin',
  query: studentLookupQuerySchema,
  responses: { 200: studentLookupSchema },
  async handle({ store, query }) {
    const student = await store.users.findStudent(query.roll_no);
    if (!student) return refused(refusal(404, messages.noStudent(query.roll_no), 'roll_no'));
    return ok({ roll_no: student.roll_no, name: student.name });
  },
});

export const listStudents = defineEndpoint({
  method: 'GET',
  path: '/students',
  summary: 'One page of students whose roll number or name contains q, sorted by roll number unless asked',
  tag: 'admin',
  access: 'admin',
  query: studentListQuerySchema,
  responses: { 200: studentListPageSchema },
  async handle({ store, query: { page, page_size, ...filter } }) {
    const { items, total } = await store.users.students(filter, pageWindow({ page, page_size }));
    return ok({ items, ...pageInfo(total, { page, page_size }) });
  },
});

export const exportStudents = defineEndpoint({
  method: 'GET',
  path: '/exportStudents',
  summary: 'The students list as CSV, with the same search and sort',
  tag: 'admin',
  access: 'admin',
  query: studentExportQuerySchema,
  produces: 'text/csv',
  responses: { 200: z.string().describe('CSV: ' + STUDENT_COLUMNS.join(', ')) },
  async handle({ store, query }) {
    return csvFile(
      STUDENT_COLUMNS,
      store.users.studentBatches(query),
      (s) => STUDENT_COLUMNS.map((column) => s[column]),
      'students.csv',
    );
  },
});

export const importStudents = defineEndpoint({
  method: 'POST',
  path: '/importStudents',
  summary:
    'Students from a CSV file (roll_no, name, branch, stream, joining_year): previewed row by row, or with apply, the valid rows added in one transaction (applying, an admin with two-factor sign-in on sends a current code, otp, unless they proved one in the last 5 minutes)',
  tag: 'admin',
  access: 'admin',
  maxBodyBytes: IMPORT_MAX_BODY_BYTES,
  body: studentImportSchema,
  responses: { 200: importResultSchema },
  async handle({ store, settings, session, sessionToken, clientIp, body }) {
    const plan = planStudentImport(body.csv);
    if ('refusal' in plan) return refused(plan.refusal);
    const addable = plan.rows.filter((row) => row.student);
    const existing = await store.users.existingStudents(addable.map((row) => row.student!.roll_no));
    for (const row of addable) if (existing.has(row.student!.roll_no)) row.status = 'already there';
    const toAdd = addable.filter((row) => row.status === 'will add');
    if (!body.apply)
      return ok(importAnswer(plan.rows, false, messages.importPreviewed(toAdd.length, plan.rows.length).message));
    const stepUp = await requireStepUp({ store, settings, session, sessionToken, clientIp }, body.otp);
    if (stepUp) return stepUp;

    const passwords = new Map(
      toAdd.map((row) => [row.student!.roll_no, body.temporary_passwords ? temporaryPassword() : '']),
    );
    const students = toAdd.map((row) => {
      const password = passwords.get(row.student!.roll_no)!;
      return {
        ...row.student!,
        password_hash: password && hashTemporaryPassword(password),
        must_change_password: Boolean(password),
      };
    });
    const { added, answer } = await store.atomically(async (tx) => {
      const added = new Set(await tx.users.importStudents(students));
      // A roll number someone else took since the preview is already there now.
      for (const row of toAdd) row.status = added.has(row.student!.roll_no) ? 'added' : 'already there';
      const answer = importAnswer(plan.rows, true, messages.importApplied(added.size).message);
      await audit(tx, { session, clientIp }, 'students imported', 'students', {
        after: { ...answer.counts, roll_nos: [...added], temporary_passwords: Boolean(body.temporary_passwords) },
      });
      return { added, answer };
    });
    await notify(store, settings, () => [
      importFinishedNotice(session, undatedNotifications.studentsImported(added.size)),
    ]);
    if (!body.temporary_passwords) return ok(answer);
    const given = toAdd.filter((row) => added.has(row.student!.roll_no));
    const temporary_passwords_csv = stringify(
      given.map((row) => [row.student!.roll_no, row.student!.name, passwords.get(row.student!.roll_no)]),
      { ...CSV_OPTIONS, header: true, columns: ['roll_no', 'name', 'temporary_password'] },
    );
    return ok({ ...answer, temporary_passwords_csv });
  },
});

export const importEnrolments = defineEndpoint({
  method: 'POST',
  path: '/importEnrolments',
  summary:
    'Enrolments from a CSV file (course_code, roll_no): previewed row by row (unknown course, unknown student, already there), or with apply, the valid rows added in one statement (applying, an admin with two-factor sign-in on sends a current code, otp, unless they proved one in the last 5 minutes)',
  tag: 'admin',
  access: 'admin',
  maxBodyBytes: IMPORT_MAX_BODY_BYTES,
  body: studentImportSchema,
  responses: { 200: importResultSchema },
  async handle({ store, settings, session, sessionToken, clientIp, body }) {
    const plan = planEnrolmentImport(body.csv);
    if ('refusal' in plan) return refused(plan.refusal);
    const good = plan.rows.filter((row) => row.enrolment);
    const codes = [...new Set(good.map((row) => row.enrolment!.course_code))];
    const courses = new Set<string>();
    for (const code of codes) if (await store.courses.find(code)) courses.add(code);
    const students = await store.users.existingStudents([...new Set(good.map((row) => row.enrolment!.roll_no))]);
    const enrolled = await store.enrolments.existing(good.map((row) => row.enrolment!));
    for (const row of good) {
      const { course_code, roll_no } = row.enrolment!;
      if (!courses.has(course_code)) Object.assign(row, { status: 'unknown course', column: 'course_code' });
      else if (!students.has(roll_no)) Object.assign(row, { status: 'unknown student', column: 'roll_no' });
      else if (enrolled.has(pairKey(row.enrolment!))) row.status = 'already there';
    }
    await nameStudents(store, good);
    const toAdd = good.filter((row) => row.status === 'will add');
    if (!body.apply)
      return ok(importAnswer(plan.rows, false, messages.importPreviewed(toAdd.length, plan.rows.length).message));
    const stepUp = await requireStepUp({ store, settings, session, sessionToken, clientIp }, body.otp);
    if (stepUp) return stepUp;

    const { added, answer } = await store.atomically(async (tx) => {
      const added = await tx.enrolments.insertMany(toAdd.map((row) => row.enrolment!));
      for (const row of toAdd) row.status = added.has(pairKey(row.enrolment!)) ? 'added' : 'already there';
      const answer = importAnswer(plan.rows, true, messages.enrolmentsImported(added.size).message);
      await audit(tx, { session, clientIp }, 'enrolments imported', 'enrolments', {
        after: { ...answer.counts, enrolments: [...added] },
      });
      return { added, answer };
    });
    await notify(store, settings, async () => [
      importFinishedNotice(session, undatedNotifications.enrolmentsImported(added.size)),
      ...(await enrolledNotices(
        store,
        toAdd.filter((row) => added.has(pairKey(row.enrolment!))).map((row) => row.enrolment!),
      )),
    ]);
    return ok(answer);
  },
});

/** Each known student's name on their rows, so the preview says who each roll number is. */
async function nameStudents(store: Storage, rows: PlannedRow[]) {
  const known = rows.filter((row) => row.status !== 'unknown student' && row.enrolment);
  const names = new Map<number, string>();
  for (const roll of new Set(known.map((row) => row.enrolment!.roll_no)).values()) {
    if (names.size >= IMPORT_ROWS_SHOWN) break;
    const student = await store.users.findStudent(roll);
    if (student) names.set(roll, student.name);
  }
  for (const row of known) row.name = names.get(row.enrolment!.roll_no) ?? '';
}
