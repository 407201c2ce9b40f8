/**
 * An import's preview says each row's problem by the code the row carries: in Hindi from the
 * admin's catalogue (Import Students, Import Roll Marks, Import Timetables), in the server's
 * English for a code the catalogue lacks, and in English exactly as the server wrote it. The rows
 * are what the domain's readers say of bad cells, as the server answers them.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ImportResult, ImportRow, RollMarksImportResult, TimetableImportResult } from '@leave/contract';
import { lectureMessages, messages, readRollMarkRow, readStudentRow, rollImportMessages, rowSaid } from '@leave/domain';
import type { RowProblem } from '@leave/domain';
import { openView, renderRemote, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from './AdminApp';
import { adminSession, openInHindi, setupAdminInHindi } from './testing/inHindi';

const server = setupAdminInHindi();

/** A bad cell's problem as a row carries it: the column, and why with its code and params. */
const problemOf = (reading: { ok: true } | ({ ok: false } & RowProblem)) => {
  if (reading.ok) throw new Error('The row was read as good');
  const { column, message, code, params } = reading;
  return { column, message, code, params };
};

const student = { roll_no: '1011', name: 'Asha Rao', branch: 'CSE', stream: 'B.Tech', joining_year: '2025' };

/** As the server answers them: the rows that need a look first. */
const studentRows: ImportRow[] = [
  {
    line: 3,
    roll_no: '0',
    name: 'Typo',
    status: 'bad value',
    ...problemOf(readStudentRow({ ...student, roll_no: '0', name: 'Typo' })),
  },
  {
    line: 4,
    roll_no: '1011',
    name: 'Asha Again',
    status: 'bad value',
    column: 'roll_no',
    ...rowSaid(messages.importDuplicateInFile(2)),
  },
  {
    line: 5,
    roll_no: '1012',
    name: '=cmd',
    status: 'bad value',
    ...problemOf(readStudentRow({ ...student, roll_no: '1012', name: '=cmd' })),
  },
  { line: 2, roll_no: '1011', name: 'Asha Rao', status: 'will add' },
];

const studentsPreview: ImportResult = {
  applied: false,
  message: messages.importPreviewed(1, 4).message,
  counts: { 'will add': 1, added: 0, 'already there': 0, 'unknown course': 0, 'unknown student': 0, 'bad value': 3 },
  rows: studentRows,
};

/** The Problem cell of each row of a preview's table, by its line. */
async function problemsIn(tableName: string) {
  const table = await screen.findByRole('table', { name: tableName });
  const [header, ...rows] = within(table).getAllByRole('row');
  const column = within(header!)
    .getAllByRole('columnheader')
    .findIndex((cell) => /^(Problem|समस्या)$/.test(cell.textContent!));
  expect(column).toBeGreaterThan(0);
  return rows.map((row) => within(row).getAllByRole('cell')[column]!.textContent);
}

async function preview(fileLabel: string, file: File) {
  await userEvent.upload(await screen.findByLabelText(fileLabel), file);
  await userEvent.click(screen.getByRole('button', { name: /^(पूर्वावलोकन|Preview)$/ }));
}

it("says each Import Students row's problem in Hindi, by its code", async () => {
  server.use(http.post(`${TEST_API_HOST}/importStudents`, () => HttpResponse.json(studentsPreview)));
  await openInHindi('छात्र आयात करें');
  await preview('CSV फ़ाइल', new File(['roll_no,name\n'], 'students.csv', { type: 'text/csv' }));
  const problems = await problemsIn('students.csv की पंक्तियाँ');
  expect(problems).toEqual([
    'roll_no: roll_no एक धनात्मक पूर्ण संख्या होनी चाहिए',
    'roll_no: यही अनुक्रमांक पंक्ति 2 पर भी है',
    'name: name =, +, - या @ से शुरू नहीं होना चाहिए',
    '',
  ]);
  // Only the file's own words are left: its columns' names, and what it wrote.
  expect(problems.join(' ').replace(/\b(roll_no|name)\b/g, '')).not.toMatch(/[A-Za-z]/);
});

it("shows Import Students' rows' problems in English exactly as the server wrote them", async () => {
  server.use(http.post(`${TEST_API_HOST}/importStudents`, () => HttpResponse.json(studentsPreview)));
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  await openView('Import Students');
  await preview('CSV file', new File(['roll_no,name\n'], 'students.csv', { type: 'text/csv' }));
  expect(await problemsIn('Rows of students.csv')).toEqual([
    'roll_no: roll_no must be a positive whole number',
    'roll_no: the same roll number is on line 2',
    'name: name must not start with =, +, - or @',
    '',
  ]);
});

it("says each Import Roll Marks row's problem in Hindi: its cells, its lecture, its student and a reason it needs", async () => {
  const roll = { course_code: 'CS101', date: '2026-11-20', roll_no: '1002', mark: 'A' };
  const row = { course_code: 'CS101', date: '2026-11-20', roll_no: '1002', name: '', mark: 'absent' };
  const answer: RollMarksImportResult = {
    applied: false,
    message: rollImportMessages.previewed(1, 5, 1).message,
    counts: {
      'will mark': 1,
      marked: 0,
      'already so': 0,
      'unknown course': 0,
      'not enrolled': 1,
      'no lecture': 1,
      'outside term': 0,
      'bad value': 2,
    },
    rows: [
      { ...row, line: 2, mark: 'X', status: 'bad value', ...problemOf(readRollMarkRow({ ...roll, mark: 'X' })) },
      { ...row, line: 3, mark: '', status: 'bad value', ...problemOf(readRollMarkRow({ ...roll, mark: '' })) },
      {
        ...row,
        line: 4,
        roll_no: '1099',
        status: 'not enrolled',
        column: 'roll_no',
        ...rowSaid(rollImportMessages.notEnrolled(1099, 'CS101')),
      },
      {
        ...row,
        line: 5,
        date: '2026-11-18',
        status: 'no lecture',
        column: 'date',
        ...rowSaid(lectureMessages.cancelled('CS101', '2026-11-18', null)),
      },
      {
        ...row,
        line: 6,
        date: '2026-11-02',
        name: 'Asha Rao',
        status: 'will mark',
        ...rowSaid(rollImportMessages.reasonNeeded('2026-11-02')),
      },
    ],
    lectures: 1,
  };
  server.use(http.post(`${TEST_API_HOST}/importRollMarks`, () => HttpResponse.json(answer)));
  await openInHindi('हाज़िरी आयात करें');
  await preview('CSV फ़ाइल', new File(['course_code,date,roll_no,mark\n'], 'marks.csv', { type: 'text/csv' }));
  const problems = await problemsIn('marks.csv की पंक्तियाँ');
  expect(problems).toEqual([
    'mark: "X" हाज़िरी का निशान नहीं है: P, A या L (उपस्थित, अनुपस्थित, देर से) लिखें',
    'mark: हाज़िरी का निशान आवश्यक है: P, A या L',
    'roll_no: छात्र 1099 CS101 में नामांकित नहीं है',
    'date: 2026-11-18 को CS101 की कक्षा रद्द है',
    '2026-11-02 की सुधार-अवधि बीत चुकी है: इसे दर्ज करने के लिए कारण दें',
  ]);
  expect(problems.join(' ').replace(/\b(mark|roll_no|date|CS101|X|[PAL])\b/g, '')).not.toMatch(/[A-Za-z]/);
});

it("says each Import Timetables row's problem in Hindi, and a code the catalogue lacks in the server's English", async () => {
  const meeting = { start: '09:00', end: '10:00', room: '' };
  const answer: TimetableImportResult = {
    applied: false,
    message: lectureMessages.timetablesPreviewed(1, 1).message,
    counts: { 'will set': 1, set: 0, 'unknown course': 1, 'bad value': 3 },
    rows: [
      {
        ...meeting,
        line: 2,
        course_code: 'CS101',
        weekday: 'Funday',
        status: 'bad value',
        column: 'weekday',
        ...rowSaid(lectureMessages.weekdayUnknown('Funday')),
      },
      {
        ...meeting,
        line: 3,
        course_code: 'CS101',
        weekday: 'Tue',
        status: 'bad value',
        column: 'weekday',
        ...rowSaid(lectureMessages.weekdayRepeated('Tuesday', 2)),
      },
      {
        ...meeting,
        line: 4,
        course_code: 'CS101',
        weekday: 'Wed',
        status: 'bad value',
        column: 'start',
        // A newer server's code, which this catalogue does not have yet.
        message: 'start is during the lunch break',
        code: 'lecture.duringLunch',
        params: {},
      },
    ],
  };
  server.use(http.post(`${TEST_API_HOST}/importTimetables`, () => HttpResponse.json(answer)));
  await openInHindi('समय-सारणी आयात करें');
  await preview('CSV फ़ाइल', new File(['course_code,weekday,start,end,room\n'], 'week.csv', { type: 'text/csv' }));
  expect(await problemsIn('week.csv की पंक्तियाँ')).toEqual([
    'weekday: "Funday" सप्ताह का दिन नहीं है: Monday या Mon लिखें',
    'weekday: किसी पाठ्यक्रम की कक्षा हर दिन अधिकतम एक बार होती है, और Tuesday यहाँ पहले से है (पंक्ति 2)',
    'start: start is during the lunch break',
  ]);
});
