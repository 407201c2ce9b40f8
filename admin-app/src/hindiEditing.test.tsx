/**
 * The admin's editing views in Hindi (issue 62): Edit Course with its timetable and lecture
 * changes, its rules' messages and the server's answers and refusals said by their code. The
 * English views' own tests are unchanged beside them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CourseTimetable, TimetablePayload } from '@leave/contract';
import { lectureMessages, leaveKindMessages, messages } from '@leave/domain';
import { coursePages, DEMO_KIND_PAGE, TEST_API_HOST } from '@leave/web-kit/testing';
import { cs101 } from './testing/courses';
import { openInHindi, setupAdminInHindi } from './testing/inHindi';

const server = setupAdminInHindi();

/** What is left of a text once the data in it (names, codes, titles, terms, rooms) is taken out. */
const wordsOf = (text: string) =>
  text.replace(/Introduction to Programming|Physics|Autumn 2026|Staff meeting|CS101|PH101|A-101|B-2|Admin/g, '');

const term = { term_id: 3, name: 'Autumn 2026', first_day: '2026-08-03', last_day: '2026-12-11' };

/** CS101 meets on Mondays in its term, with a lecture cancelled and an extra one; PH101 has no timetable. */
function editCourseBackend() {
  let timetable: CourseTimetable = {
    course_code: 'CS101',
    term,
    meetings: [{ weekday: 'Monday', start: '09:00', end: '10:00', room: 'A-101' }],
    changes: [
      {
        change_id: 5,
        course_code: 'CS101',
        date: '2026-12-07',
        kind: 'cancelled',
        reason: 'Staff meeting',
        start: null,
        end: null,
        room: null,
      },
      {
        change_id: 6,
        course_code: 'CS101',
        date: '2026-12-12',
        kind: 'extra',
        reason: null,
        start: '11:00',
        end: '12:00',
        room: 'B-2',
      },
    ],
    total_lectures: 18,
  };
  server.use(
    coursePages([
      { ...cs101, total_lectures: 18 },
      { ...cs101, course_code: 'PH101', course_title: 'Physics' },
    ]),
    http.get(`${TEST_API_HOST}/terms`, () =>
      HttpResponse.json({ items: [{ ...term, courses: 1, holidays: 0 }], total: 1, page: 1, page_size: 100 }),
    ),
    http.get(`${TEST_API_HOST}/courseTimetable`, ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('course_code') === 'CS101'
          ? timetable
          : { course_code: 'PH101', term: null, meetings: [], changes: [], total_lectures: 40 },
      ),
    ),
    http.post(`${TEST_API_HOST}/setTimetable`, async ({ request }) => {
      const body = (await request.json()) as TimetablePayload;
      timetable = { ...timetable, meetings: body.meetings, total_lectures: 17 };
      return HttpResponse.json({ ...lectureMessages.timetableSet('CS101', 17, term.name), timetable });
    }),
    http.post(`${TEST_API_HOST}/removeLectureChange`, () => {
      timetable = { ...timetable, changes: timetable.changes.filter((change) => change.change_id !== 5) };
      return HttpResponse.json({
        ...lectureMessages.lectureChangeRemoved('CS101', '2026-12-07', 'cancelled', 12),
        timetable,
      });
    }),
    http.post(`${TEST_API_HOST}/editCourse`, async ({ request }) => {
      const { instructorId } = (await request.json()) as { instructorId: number };
      if (instructorId === 999) {
        return HttpResponse.json({ ...messages.noInstructor(999), field: 'instructorId' }, { status: 404 });
      }
      return HttpResponse.json({ message: messages.courseEdited('CS101').message });
    }),
  );
}

it('shows Edit Course in Hindi: the course, its timetable and lecture changes, with no English word left but data', async () => {
  editCourseBackend();
  await openInHindi('पाठ्यक्रम संपादित करें');
  const form = await screen.findByRole('form', { name: 'पाठ्यक्रम संपादित करें' });
  expect(document.title).toContain('पाठ्यक्रम संपादित करें');
  const course = within(form).getByRole('combobox', { name: 'पाठ्यक्रम' });
  await waitFor(() => expect(course).toBeEnabled());
  expect(course).toHaveDisplayValue('पाठ्यक्रम चुनें');
  await userEvent.selectOptions(course, 'CS101');

  // A course in a term: its semester and year come from the term, and its total from its timetable.
  expect(within(form).getByRole('combobox', { name: 'सेमेस्टर' })).toHaveDisplayValue('शरद');
  // The term's hint comes with the course's timetable, read once the course is chosen.
  expect(await within(form).findAllByText('इसके सत्र, Autumn 2026, से लिया गया: इसे बदलने के लिए नीचे सत्र बदलें')).toHaveLength(
    2,
  );
  expect(within(form).getByRole('spinbutton', { name: 'कुल व्याख्यान' })).toHaveAttribute('readonly');
  const timetable = await screen.findByRole('form', { name: 'CS101 की समय-सारणी' });
  const meeting = within(timetable).getByRole('group', { name: 'कक्षा 1' });
  expect(within(meeting).getByRole('combobox', { name: 'सप्ताह का दिन' })).toHaveDisplayValue('सोमवार');
  const card = timetable.closest('section') ?? timetable.parentElement!;
  expect(card).toHaveTextContent('कुल व्याख्यान: Autumn 2026 में 18, इस समय-सारणी से गिने गए');

  const changes = screen.getByRole('table', { name: 'CS101 के व्याख्यानों में बदलाव' });
  expect(within(changes).getByRole('columnheader', { name: 'कार्रवाई' })).toBeInTheDocument();
  expect(within(changes).getByRole('cell', { name: 'अतिरिक्त व्याख्यान' })).toBeInTheDocument();
  expect(within(changes).getByRole('button', { name: /^.+ का रद्दीकरण पूर्ववत करें$/ })).toHaveTextContent('पूर्ववत करें');

  // Every word on the view is Hindi; what is left is data, times and dates (hi-IN writes its months in Hindi).
  expect(wordsOf(screen.getByRole('main').textContent!)).not.toMatch(/[A-Za-z]/);
});

it("says Edit Course's rules, its answers and a refusal under its field in Hindi", async () => {
  editCourseBackend();
  await openInHindi('पाठ्यक्रम संपादित करें');
  const form = await screen.findByRole('form', { name: 'पाठ्यक्रम संपादित करें' });
  const course = within(form).getByRole('combobox', { name: 'पाठ्यक्रम' });
  await waitFor(() => expect(course).toBeEnabled());
  await userEvent.selectOptions(course, 'CS101');
  const title = within(form).getByRole('textbox', { name: 'पाठ्यक्रम का नाम' });

  // The form's own rule, and the server's refusal under the field it names, by its code.
  await userEvent.clear(title);
  await userEvent.click(within(form).getByRole('button', { name: 'पाठ्यक्रम सहेजें' }));
  expect(await within(form).findByText('पाठ्यक्रम का नाम आवश्यक है')).toBeInTheDocument();
  await userEvent.type(title, 'Introduction to Programming');
  const instructor = within(form).getByRole('textbox', { name: 'प्रशिक्षक आईडी' });
  await userEvent.clear(instructor);
  await userEvent.type(instructor, '999');
  await userEvent.click(within(form).getByRole('button', { name: 'पाठ्यक्रम सहेजें' }));
  expect(await within(form).findByText('पंजीकरण संख्या 999 का कोई प्रशिक्षक नहीं है')).toBeInTheDocument();
  await userEvent.clear(instructor);
  await userEvent.type(instructor, '501');
  await userEvent.click(within(form).getByRole('button', { name: 'पाठ्यक्रम सहेजें' }));
  expect(await screen.findByText('पाठ्यक्रम CS101 अद्यतन किया गया')).toBeInTheDocument();

  // The meeting rows' rule across fields, then the timetable's answer by its code.
  const timetable = await screen.findByRole('form', { name: 'CS101 की समय-सारणी' });
  const meeting = within(timetable).getByRole('group', { name: 'कक्षा 1' });
  const end = within(meeting).getByLabelText('समाप्ति');
  await userEvent.clear(end);
  await userEvent.type(end, '08:00');
  await userEvent.click(within(timetable).getByRole('button', { name: 'समय-सारणी सहेजें' }));
  expect(await within(timetable).findByText('समाप्ति, आरंभ से बाद का समय होना चाहिए')).toBeInTheDocument();
  await userEvent.clear(end);
  await userEvent.type(end, '10:00');
  await userEvent.click(within(timetable).getByRole('button', { name: 'समय-सारणी सहेजें' }));
  expect(await screen.findByText('CS101 की कक्षाएँ अब तय हैं: Autumn 2026 में 17 व्याख्यान')).toBeInTheDocument();

  // Undoing a cancellation: the answer by its code, its date in hi-IN and how many were told.
  const changes = screen.getByRole('table', { name: 'CS101 के व्याख्यानों में बदलाव' });
  await userEvent.click(within(changes).getByRole('button', { name: /^.+ का रद्दीकरण पूर्ववत करें$/ }));
  expect(await screen.findByText(/^.+ को CS101 का व्याख्यान फिर से होगा; 12 छात्रों को बताया गया$/)).toBeInTheDocument();
});

it('shows Add Student to Course in Hindi: its fields, who a roll number is, a rule, a refusal and the answer by its code', async () => {
  server.use(
    coursePages([cs101]),
    http.get(`${TEST_API_HOST}/studentLookup`, ({ request }) =>
      new URL(request.url).searchParams.get('roll_no') === '1003'
        ? HttpResponse.json({ roll_no: 1003, name: 'Diya Patel' })
        : HttpResponse.json({ ...messages.noStudent(1009), field: 'roll_no' }, { status: 404 }),
    ),
    http.post(`${TEST_API_HOST}/addStudentToCourse`, () =>
      HttpResponse.json({ message: messages.enrolled('Diya Patel', 'CS101').message }, { status: 201 }),
    ),
  );
  await openInHindi('पाठ्यक्रम में छात्र जोड़ें');
  const form = await screen.findByRole('form', { name: 'पाठ्यक्रम में छात्र जोड़ें' });
  expect(document.title).toContain('पाठ्यक्रम में छात्र जोड़ें');
  const course = within(form).getByRole('combobox', { name: 'पाठ्यक्रम' });
  await waitFor(() => expect(course).toBeEnabled());
  expect(wordsOf(screen.getByRole('main').textContent!)).not.toMatch(/[A-Za-z]/);

  await userEvent.click(within(form).getByRole('button', { name: 'छात्र जोड़ें' }));
  expect(await within(form).findByText('छात्र आईडी आवश्यक है')).toBeInTheDocument();
  await userEvent.selectOptions(course, 'CS101');
  const studentId = within(form).getByRole('textbox', { name: 'छात्र आईडी' });
  await userEvent.type(studentId, '1009');
  expect(await within(form).findByText('अनुक्रमांक 1009 का कोई छात्र नहीं है')).toBeInTheDocument();
  await userEvent.clear(studentId);
  await userEvent.type(studentId, '1003');
  expect(await within(form).findByText('अनुक्रमांक 1003 Diya Patel का है।')).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'छात्र का नाम' })).toHaveAccessibleDescription(
    'वैकल्पिक: यदि दिया जाए, तो यह इसी अनुक्रमांक वाले छात्र का नाम होना चाहिए।',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'छात्र जोड़ें' }));
  expect(await screen.findByText('Diya Patel को CS101 में नामांकित किया गया')).toBeInTheDocument();
});

it("shows Enrolments in Hindi: the course's students, their count and pages, removing one and the answer by its code", async () => {
  let enrolled = [
    { roll_no: 1001, name: 'Aarav Sharma', accepted_days: 2, pending_days: 1 },
    { roll_no: 1003, name: 'Diya Patel', accepted_days: 0, pending_days: 0 },
  ];
  server.use(
    coursePages([cs101]),
    http.get(`${TEST_API_HOST}/courseEnrolments`, () =>
      HttpResponse.json({ items: enrolled, total: enrolled.length + 50, page: 1, page_size: 50 }),
    ),
    http.post(`${TEST_API_HOST}/removeEnrolment`, () => {
      enrolled = enrolled.filter((student) => student.roll_no !== 1003);
      return HttpResponse.json({ message: messages.unenrolled('Diya Patel', 'CS101').message });
    }),
  );
  await openInHindi('नामांकन');
  const view = (await screen.findByRole('heading', { name: 'नामांकन', level: 2 })).closest('section')!;
  expect(document.title).toContain('नामांकन');
  const course = within(view).getByRole('combobox', { name: 'पाठ्यक्रम' });
  await waitFor(() => expect(course).toBeEnabled());
  await userEvent.selectOptions(course, 'CS101');
  expect(await within(view).findByText('52 छात्र नामांकित')).toHaveAttribute('role', 'status');
  const table = within(view).getByRole('table', { name: 'CS101 में नामांकन' });
  expect(within(table).getByRole('columnheader', { name: 'स्वीकृत' })).toBeInTheDocument();
  expect(within(view).getByRole('navigation', { name: 'CS101 के नामांकन के पृष्ठ' })).toHaveTextContent('पृष्ठ 1 / 2');
  expect(within(view).getByRole('button', { name: 'CS101 के नामांकन डाउनलोड करें (CSV)' })).toBeInTheDocument();
  expect(wordsOf(view.textContent!).replace(/Aarav Sharma|Diya Patel|CSV/g, '')).not.toMatch(/[A-Za-z]/);

  await userEvent.click(within(table).getByRole('button', { name: 'Diya Patel को CS101 से हटाएँ' }));
  const question = within(table).getByRole('group', { name: 'Diya Patel को CS101 से हटाएँ?' });
  expect(question).toHaveTextContent(
    'Diya Patel (1003) को CS101 से हटाएँ? इसमें उनका अवकाश बना रहेगा, "अब नामांकित नहीं" के रूप में चिह्नित।',
  );
  expect(within(question).getByRole('button', { name: 'रहने दें' })).toHaveFocus();
  await userEvent.click(within(question).getByRole('button', { name: 'हटाएँ' }));
  expect(await screen.findByText('Diya Patel अब CS101 में नामांकित नहीं है; इसमें उनका अवकाश बना रहता है')).toBeInTheDocument();
});

it('shows Leave by Week in Hindi: what it counts, the chart, its table, series and summary, its weeks in hi-IN', async () => {
  // jsdom has no canvas: the chart is not drawn, its words and table are what is checked here.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(
    http.get(`${TEST_API_HOST}/leaveByWeek`, () =>
      HttpResponse.json({
        from: '2026-11-30',
        to: '2026-12-13',
        term: 'Autumn 2026',
        weeks: [
          { week: '2026-11-30', counted: 4, excused: 1, pending: 2, rejected: 1, withdrawn: 0, cancelled: 0 },
          { week: '2026-12-07', counted: 6, excused: 0, pending: 3, rejected: 0, withdrawn: 2, cancelled: 1 },
        ],
      }),
    ),
  );
  await openInHindi('सप्ताह-वार अवकाश');
  const heading = await screen.findByRole('heading', { name: 'सप्ताह-वार अवकाश', level: 2 });
  expect(document.title).toContain('सप्ताह-वार अवकाश');
  // The chart's table, as a screen reader reads it (ChartFigure names it in the language in use).
  const table = await screen.findByRole('table', { name: 'स्थिति-वार अवकाश, सप्ताह-दर-सप्ताह, तालिका के रूप में' });
  const cells = Array.from((table as HTMLTableElement).rows, (row) =>
    Array.from(row.cells, (cell) => cell.textContent),
  );
  expect(cells).toEqual([
    ['सप्ताह', 'गिने गए', 'क्षमा किए गए (नहीं गिने गए)', 'लंबित', 'अस्वीकृत', 'वापस लिए गए', 'रद्द'],
    ['30 नव॰', '4', '1', '2', '1', '0', '0'],
    ['7 दिस॰', '6', '0', '3', '0', '2', '1'],
  ]);
  expect(screen.getByRole('img', { name: 'स्थिति-वार अवकाश, सप्ताह-दर-सप्ताह' })).toHaveAccessibleDescription(
    'अवकाश वाले 20 व्याख्यान: 10 गिने गए, 1 क्षमा किए गए (नहीं गिने गए), 5 लंबित, 1 अस्वीकृत, 2 वापस लिए गए, 1 रद्द। सबसे अधिक 7 दिस॰ के सप्ताह में (12)।',
  );
  const view = heading.closest('section') ?? heading.parentElement!;
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
  jest.restoreAllMocks();
});

it('shows Kinds of Leave in Hindi: the kinds, their rules, the form, its rules, a refusal under its field and the answer', async () => {
  const kinds = DEMO_KIND_PAGE.items.map((kind) => ({ ...kind }));
  server.use(
    http.get(`${TEST_API_HOST}/leaveKinds`, () =>
      HttpResponse.json({ items: kinds, total: kinds.length, page: 1, page_size: 100 }),
    ),
    http.post(`${TEST_API_HOST}/addLeaveKind`, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (name === 'Sick')
        return HttpResponse.json({ ...leaveKindMessages.leaveKindExists(name), field: 'name' }, { status: 409 });
      const added = { ...kinds[0]!, kind_id: 9, name };
      return HttpResponse.json(
        { message: leaveKindMessages.leaveKindAdded(name).message, kind: added },
        { status: 201 },
      );
    }),
  );
  await openInHindi('अवकाश के प्रकार');
  const table = await screen.findByRole('table', { name: 'अवकाश के प्रकार' });
  expect(document.title).toContain('अवकाश के प्रकार');
  const sick = within(table).getByRole('row', { name: /^Sick/ });
  expect(
    within(sick)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Sick', 'हाँ', '3 दिनों से अधिक होने पर दस्तावेज़ चाहिए', 'छात्र', 'संपादित करें']);
  expect(within(table).getByRole('cell', { name: 'Personal (डिफ़ॉल्ट)' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'नहीं (क्षमा किया गया)' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'अवकाश का प्रकार जोड़ें' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'दस्तावेज़ चाहिए' }), 'days');
  expect(
    wordsOf(screen.getByRole('main').textContent!).replace(/Personal|Sick|Institute duty|Bereavement/g, ''),
  ).not.toMatch(/[A-Za-z]/);

  // The form's own rules, then the server's refusal under its field and its answer, by their code.
  await userEvent.click(within(form).getByRole('button', { name: 'प्रकार जोड़ें' }));
  expect(await within(form).findByText('नाम आवश्यक है')).toBeInTheDocument();
  await userEvent.type(within(form).getByRole('textbox', { name: 'नाम' }), 'Sick');
  await userEvent.type(within(form).getByRole('spinbutton', { name: 'कितने के बाद' }), '0');
  await userEvent.click(within(form).getByRole('button', { name: 'प्रकार जोड़ें' }));
  expect(await within(form).findByText(/^कितने के बाद 1 से .+ तक की पूर्ण संख्या होनी चाहिए$/)).toBeInTheDocument();
  await userEvent.clear(within(form).getByRole('spinbutton', { name: 'कितने के बाद' }));
  await userEvent.type(within(form).getByRole('spinbutton', { name: 'कितने के बाद' }), '2');
  await userEvent.click(within(form).getByRole('button', { name: 'प्रकार जोड़ें' }));
  expect(await within(form).findByText('Sick नाम का अवकाश का प्रकार पहले से है')).toBeInTheDocument();
  const name = within(form).getByRole('textbox', { name: 'नाम' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Medical');
  await userEvent.click(within(form).getByRole('button', { name: 'प्रकार जोड़ें' }));
  expect(await screen.findByText('अवकाश का प्रकार Medical जोड़ा गया')).toBeInTheDocument();
});
