/**
 * The admin's editing views in Hindi (issue 62): Edit Course with its timetable and lecture
 * changes, its rules' messages and the server's answers and refusals said by their code. The
 * English views' own tests are unchanged beside them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CourseTimetable, TimetablePayload } from '@leave/contract';
import { lectureMessages, messages } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import {
  coursePages,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import { cs101 } from './testing/courses';
import AdminApp from './AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };
resetLanguageAfterEach();

beforeEach(() => {
  // The Overview's recent changes are left out: the first view is not what these tests read.
  server.use(
    http.get(`${TEST_API_HOST}/adminOverview`, () => HttpResponse.json({ message: 'not here' }, { status: 500 })),
  );
});

/** What is left of a text once the data in it (names, codes, titles, terms, rooms) is taken out. */
const wordsOf = (text: string) =>
  text.replace(/Introduction to Programming|Physics|Autumn 2026|Staff meeting|CS101|PH101|A-101|B-2|Admin/g, '');

/** Opens a view from the menu as it reads in Hindi. */
async function openInHindi(name: string) {
  chooseLanguage('hi');
  renderRemote(AdminApp, { session, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, { timeout: 15_000 });
  await userEvent.click(within(drawer).getByRole('button', { name }));
}

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
      return HttpResponse.json({ message: lectureMessages.timetableSet('CS101', 17, term.name).message, timetable });
    }),
    http.post(`${TEST_API_HOST}/removeLectureChange`, () => {
      timetable = { ...timetable, changes: timetable.changes.filter((change) => change.change_id !== 5) };
      return HttpResponse.json({
        message: lectureMessages.lectureChangeRemoved('CS101', '2026-12-07', 'cancelled', 12).message,
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
  expect(within(form).getAllByText('इसके सत्र, Autumn 2026, से लिया गया: इसे बदलने के लिए नीचे सत्र बदलें')).toHaveLength(2);
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
