/** The admin's dashboard in Hindi: the frame, the menu, the Overview, the lists, All Leave and Notifications. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Notification, NotificationPage } from '@leave/contract';
import { chooseLanguage } from '@leave/ui';
import { FIRST_DRAW, coursePages, renderRemote, TEST_API_HOST } from '@leave/web-kit/testing';
import { cs101 } from './testing/courses';
import AdminApp from './AdminApp';
import { adminSession, setupAdminInHindi } from './testing/inHindi';

// The recent changes, the audit trail's sentences, are shown in Hindi by hindiAudit.test.tsx.
const server = setupAdminInHindi();

/** What is left of a text once the data in it (names, codes, course titles) is taken out. */
const wordsOf = (text: string) =>
  text.replace(/Priya Patel|Rohan Verma|Introduction to Programming|Calculus I|CS101|MA101|Admin/g, '');

it('shows the admin dashboard in Hindi: its title, the menu in its groups, and the Overview', async () => {
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  expect(await screen.findByRole('heading', { name: 'शुरुआत' }, FIRST_DRAW)).toBeInTheDocument();
  expect(document.title).toContain('व्यवस्थापक डैशबोर्ड');
  const drawer = screen.getByRole('navigation', { name: 'डैशबोर्ड मेन्यू' });
  for (const name of ['पाठ्यक्रम जोड़ें', 'पाठ्यक्रम में छात्र जोड़ें', 'अवकाश सीमा तय करें', 'परिवर्तनों का अभिलेख', 'लॉग आउट']) {
    expect(within(drawer).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(wordsOf(drawer.textContent!)).not.toMatch(/[A-Za-z]/);

  const glance = await screen.findByRole('region', { name: 'एक नज़र में विद्यालय' });
  const waiting = within(glance).getByRole('region', { name: 'प्रतीक्षारत अनुरोध' });
  expect(within(waiting).getByText('CS101 Introduction to Programming: 7 अनुरोध')).toBeInTheDocument();
  const risk = within(glance).getByRole('region', { name: 'जोखिम में छात्र' });
  expect(within(risk).getByText('Priya Patel (1002), CS101: 25% में से 30% — सीमा से ऊपर')).toBeInTheDocument();
  expect(within(glance).getByRole('region', { name: 'आज ली गई हाज़िरी' })).toHaveTextContent('9 12 व्याख्यानों में से');
  expect(within(glance).getByRole('button', { name: 'लंबित अवकाश खोलें' })).toBeInTheDocument();
  // Dates are written in hi-IN; every other word is Hindi.
  expect(wordsOf(glance.textContent!)).not.toMatch(/[A-Za-z]/);
});

it('shows the Students list in Hindi: its search, controls, columns, count and pages', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/students`, () =>
      HttpResponse.json({
        items: [
          {
            roll_no: 1002,
            name: 'Priya Patel',
            branch: 'CSE',
            stream: 'B.Tech',
            joining_year: 2024,
            enrolled_courses: 3,
          },
        ],
        total: 60,
        page: 1,
        page_size: 25,
      }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, FIRST_DRAW);
  await userEvent.click(within(drawer).getByRole('button', { name: 'छात्र' }));
  const list = (await screen.findByRole('heading', { name: 'छात्र', level: 2 })).closest('section')!;
  expect(within(list).getByRole('searchbox', { name: 'नाम या अनुक्रमांक से खोजें' })).toBeInTheDocument();
  expect(within(list).getByRole('combobox', { name: 'क्रम का आधार' })).toHaveDisplayValue('अनुक्रमांक');
  expect(await within(list).findByText('60 छात्र')).toHaveAttribute('role', 'status');
  expect(within(list).getByRole('columnheader', { name: 'प्रवेश वर्ष' })).toBeInTheDocument();
  expect(within(list).getByRole('navigation', { name: 'छात्रों की सूची के पृष्ठ' })).toHaveTextContent('पृष्ठ 1 / 3');
  expect(wordsOf(list.textContent!).replace(/CSE|B\.Tech|CSV/g, '')).not.toMatch(/[A-Za-z]/);
});

it('shows All Leave in Hindi: its filters, columns, statuses, count, a leave’s history and its pages', async () => {
  server.use(
    coursePages([cs101]),
    http.get(`${TEST_API_HOST}/allLeaves`, () =>
      HttpResponse.json({
        items: [
          {
            leave_id: 4,
            leave_date: '2026-11-03',
            reason: 'Medical',
            user_id: 1002,
            user_role: 'student',
            status: 'accepted',
            course_code: 'CS101',
            student_name: 'Priya Patel',
            request_id: 4,
            no_longer_enrolled: true,
            history: [
              {
                from_status: null,
                to_status: 'pending',
                actor_id: 1002,
                actor_role: 'student',
                actor_name: 'Priya Patel',
                comment: null,
                at: '2026-11-01T04:00:00.000Z',
              },
              {
                from_status: 'pending',
                to_status: 'accepted',
                actor_id: 501,
                actor_role: 'course instructor',
                actor_name: 'Rohan Verma',
                comment: null,
                at: '2026-11-02T04:00:00.000Z',
              },
            ],
          },
        ],
        total: 30,
        page: 1,
        page_size: 25,
      }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, FIRST_DRAW);
  await userEvent.click(within(drawer).getByRole('button', { name: 'सभी अवकाश' }));
  const list = (await screen.findByRole('heading', { name: 'सभी अवकाश', level: 2 })).closest('section')!;
  expect(document.title).toContain('सभी अवकाश');
  expect(within(list).getByRole('combobox', { name: 'स्थिति' })).toHaveTextContent('कोई भी स्थितिलंबितस्वीकृत');
  expect(await within(list).findByText('30 अवकाश')).toHaveAttribute('role', 'status');
  const table = within(list).getByRole('table', { name: 'अवकाश' });
  expect(within(table).getByRole('columnheader', { name: 'निर्णयकर्ता' })).toBeInTheDocument();
  expect(within(table).getByText('CS101 (अब नामांकित नहीं)')).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: /^Priya Patel का .* को CS101 में अवकाश: इतिहास$/ }));
  expect(within(table).getByText('Rohan Verma ने स्वीकार किया (लंबित → स्वीकृत)')).toBeInTheDocument();
  expect(within(list).getByRole('navigation', { name: 'अवकाश की सूची के पृष्ठ' })).toHaveTextContent('पृष्ठ 1 / 2');
  // Dates are written in hi-IN (Intl writes a time's "pm" and "GMT" so); every other word is Hindi.
  expect(wordsOf(list.textContent!).replace(/Medical|CSV|\b[ap]m\b|GMT/g, '')).not.toMatch(/[A-Za-z]/);
});

it('shows Add Course in Hindi: its fields, the term, a weekly meeting, and the answer said by its code', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/terms`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 100 })),
    http.post(`${TEST_API_HOST}/addCourse`, () =>
      HttpResponse.json({ message: 'Course CS101 added' }, { status: 201 }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, FIRST_DRAW);
  await userEvent.click(within(drawer).getByRole('button', { name: 'पाठ्यक्रम जोड़ें' }));
  const form = await screen.findByRole('form', { name: 'पाठ्यक्रम जोड़ें' });
  expect(document.title).toContain('पाठ्यक्रम जोड़ें');
  // No term holds today: the seed's semester and year are asked, the semester by its own word.
  expect(await within(form).findByRole('combobox', { name: 'सेमेस्टर' })).toHaveTextContent('शरदवसंत');
  await userEvent.click(within(form).getByRole('button', { name: 'कक्षा जोड़ें' }));
  expect(within(form).getByRole('group', { name: 'कक्षा 1' })).toBeInTheDocument();
  expect(within(form).getByRole('combobox', { name: 'सप्ताह का दिन' })).toHaveDisplayValue('सोमवार');
  const card = form.closest('section') ?? form.parentElement!;
  expect(wordsOf(card.textContent!)).not.toMatch(/[A-Za-z]/);

  await userEvent.click(within(form).getByRole('button', { name: 'कक्षा 1 हटाएँ' }));
  await userEvent.type(within(form).getByRole('textbox', { name: 'पाठ्यक्रम कोड' }), 'CS101');
  await userEvent.type(within(form).getByRole('textbox', { name: 'पाठ्यक्रम का नाम' }), 'Introduction to Programming');
  await userEvent.type(within(form).getByRole('textbox', { name: 'प्रशिक्षक आईडी' }), '501');
  await userEvent.click(within(form).getByRole('button', { name: 'पाठ्यक्रम जोड़ें' }));
  expect(await screen.findByText('पाठ्यक्रम CS101 जोड़ा गया')).toBeInTheDocument();
});

it("says Add Course's rules in Hindi: its code, title, instructor, leave limit, and a timetable's term by its code", async () => {
  server.use(
    http.get(`${TEST_API_HOST}/terms`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 100 })),
  );
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, FIRST_DRAW);
  await userEvent.click(within(drawer).getByRole('button', { name: 'पाठ्यक्रम जोड़ें' }));
  const form = await screen.findByRole('form', { name: 'पाठ्यक्रम जोड़ें' });
  await within(form).findByRole('combobox', { name: 'सेमेस्टर' });
  const code = within(form).getByRole('textbox', { name: 'पाठ्यक्रम कोड' });
  const limit = within(form).getByRole('spinbutton', { name: 'अवकाश सीमा (%)' });
  await userEvent.clear(limit);
  await userEvent.click(within(form).getByRole('button', { name: 'पाठ्यक्रम जोड़ें' }));
  expect(await within(form).findByText('पाठ्यक्रम कोड आवश्यक है')).toBeInTheDocument();
  expect(within(form).getByText('पाठ्यक्रम का नाम आवश्यक है')).toBeInTheDocument();
  expect(within(form).getByText('प्रशिक्षक आईडी आवश्यक है')).toBeInTheDocument();
  expect(within(form).getByText('अवकाश सीमा (%) आवश्यक है')).toBeInTheDocument();
  expect(code).toHaveFocus();

  await userEvent.type(code, 'CS 101');
  await userEvent.type(limit, '500');
  await userEvent.click(within(form).getByRole('button', { name: 'पाठ्यक्रम जोड़ें' }));
  expect(await within(form).findByText('पाठ्यक्रम कोड में केवल अक्षर, अंक और - हो सकते हैं')).toBeInTheDocument();
  expect(within(form).getByText('अवकाश सीमा (%) 1 से 100 तक की पूर्ण संख्या होनी चाहिए')).toBeInTheDocument();

  // A weekly meeting needs a term: said by the message's code, with the course's code.
  await userEvent.clear(code);
  await userEvent.type(code, 'cs101');
  await userEvent.click(within(form).getByRole('button', { name: 'कक्षा जोड़ें' }));
  await userEvent.click(within(form).getByRole('button', { name: 'पाठ्यक्रम जोड़ें' }));
  expect(await within(form).findByText('CS101 की समय-सारणी के लिए एक सत्र चुनें')).toBeInTheDocument();
  const card = form.closest('section') ?? form.parentElement!;
  expect(wordsOf(card.textContent!).replace(/CS 101/g, '')).not.toMatch(/[A-Za-z]/);
});

it('shows Set Leave Limit in Hindi: the course, what the limit allows, and the answer said by its code', async () => {
  server.use(
    coursePages([cs101]),
    http.post(`${TEST_API_HOST}/setLeaveLimit`, () =>
      HttpResponse.json({ message: 'The leave limit of CS101 is now 30%' }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, FIRST_DRAW);
  await userEvent.click(within(drawer).getByRole('button', { name: 'अवकाश सीमा तय करें' }));
  const form = await screen.findByRole('form', { name: 'अवकाश सीमा तय करें' });
  const course = within(form).getByRole('combobox', { name: 'पाठ्यक्रम' });
  await waitFor(() => expect(within(course).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(course, 'CS101');
  expect(course).toHaveDisplayValue('CS101 - Introduction to Programming (अभी 25%)');
  expect(within(form).getByText('40 व्याख्यान: 25% पर एक छात्र उनमें से 10 छोड़ सकता है।')).toBeInTheDocument();
  expect(wordsOf(form.textContent!)).not.toMatch(/[A-Za-z]/);
  await userEvent.type(within(form).getByRole('spinbutton', { name: 'अवकाश सीमा (%)' }), '30');
  await userEvent.click(within(form).getByRole('button', { name: 'अवकाश सीमा तय करें' }));
  expect(await screen.findByText('CS101 की अवकाश सीमा अब 30% है')).toBeInTheDocument();
});

it("shows the admin's Notifications in Hindi: each notification by its code, the view's own words and its pages", async () => {
  const imported = (id: number, added: number, code = 'notification.studentsImported'): Notification => ({
    notification_id: id,
    kind: 'import finished',
    text: `Import Students finished: ${added} students added.`,
    at: '2026-11-20T09:30:00.000Z',
    read: false,
    course_code: null,
    leave_id: null,
    request_id: null,
    lecture_date: null,
    code,
    params: { added },
  });
  server.use(
    http.get(`${TEST_API_HOST}/notifications`, () =>
      HttpResponse.json<NotificationPage>({
        items: [imported(2, 12), { ...imported(1, 3, 'notification.enrolmentsImported'), read: true }],
        unread: 1,
        total: 45,
        page: 1,
        page_size: 20,
      }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'सूचनाएँ, 1 अपठित' }, FIRST_DRAW));
  const view = (await screen.findByRole('heading', { name: 'सूचनाएँ', level: 2 })).closest('section')!;
  const list = await within(view).findByRole('list', { name: 'सूचनाएँ, नवीनतम पहले' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('p')?.textContent),
  ).toEqual(['नई: विद्यार्थी आयात पूरा हुआ: जोड़े गए विद्यार्थी: 12।', 'नामांकन आयात पूरा हुआ: जोड़े गए नामांकन: 3।']);
  expect(within(view).getByRole('button', { name: 'सभी को पढ़ा हुआ चिह्नित करें' })).toBeInTheDocument();
  expect(within(view).getByRole('navigation', { name: 'सूचनाओं के पृष्ठ' })).toHaveTextContent('पृष्ठ 1 / 3');
  // Dates and times are written in hi-IN (Intl writes a time's "pm" and "GMT" so); every other word is Hindi.
  expect(wordsOf(view.textContent!).replace(/\b[ap]m\b|GMT/g, '')).not.toMatch(/[A-Za-z]/);
});
