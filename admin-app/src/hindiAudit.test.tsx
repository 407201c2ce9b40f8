/**
 * The admin's Audit Trail in Hindi: its filters, the actions in their groups, each event's
 * sentence, who acted, its action and target, its details line by line, the count and pages; and
 * the Overview's recent changes, which say the same sentences.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEvent } from '@leave/contract';
import { chooseLanguage } from '@leave/ui';
import { FIRST_DRAW, renderRemote, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from './AdminApp';
import { requestApproved, revoked } from './audit/auditFixture';
import { adminSession, setupAdminInHindi } from './testing/inHindi';
import { courseEdited, overview } from './overview/overviewFixture';

const server = setupAdminInHindi();

const events: AuditEvent[] = [
  revoked,
  requestApproved,
  {
    ...revoked,
    event_id: 38,
    actor_role: null,
    actor_id: null,
    actor_name: null,
    action: 'sign-in refused',
    target: 'student 1001',
    before: null,
    after: { attempts: 6, 'wrong password': 5, throttled: 1 },
    leave: null,
  },
  {
    ...revoked,
    event_id: 37,
    actor_role: 'admin',
    actor_id: 1,
    actor_name: null,
    action: 'timetable set',
    target: 'course CS101',
    before: { term: null, meetings: [], total_lectures: 40 },
    after: {
      term: 'Autumn 2026',
      meetings: [{ weekday: 'Monday', start: '09:00', end: '10:00', room: 'A-101' }],
      total_lectures: 18,
    },
    subject: null,
    leave: null,
  },
  {
    ...revoked,
    event_id: 36,
    action: 'roll corrected',
    target: 'course CS101, lecture 2026-12-01',
    before: { '1001': 'present' },
    after: { '1001': 'absent', reason: 'Marked by mistake' },
    subject: null,
    leave: null,
  },
  {
    ...revoked,
    event_id: 35,
    actor_role: 'admin',
    actor_id: 1,
    actor_name: 'Admin',
    action: 'account deactivated',
    target: 'course instructor 502',
    before: { active: true },
    after: { active: false },
    subject: null,
    leave: null,
  },
  {
    ...revoked,
    event_id: 34,
    actor_role: 'admin',
    actor_id: 1,
    actor_name: 'Admin',
    action: 'term added',
    target: 'term Autumn 2026',
    before: null,
    after: { name: 'Autumn 2026', first_day: '2026-07-01', last_day: '2026-12-18' },
    subject: null,
    leave: null,
  },
];

/**
 * What is left of a text once its data is taken out: names, codes, a term, a room, what people
 * typed, and what Intl writes in hi-IN for a time (am or pm, and the time zone's offset).
 */
const wordsOf = (text: string) =>
  text.replace(
    /Aarav Sharma|Dr\. Meera Iyer|Admin|CS101|Autumn 2026|A-101|Exam moved to that day|Marked by mistake|CSV|\b[ap]m\b|GMT[+-][\d:]+/g,
    '',
  );

it('shows the Audit Trail in Hindi: its filters and actions, each event in words, its details, count and pages', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/adminOverview`, () => HttpResponse.json({ ...overview, recent: [] })),
    http.get(`${TEST_API_HOST}/auditEvents`, () =>
      HttpResponse.json({ items: events, total: 60, page: 1, page_size: 25 }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, FIRST_DRAW);
  await userEvent.click(within(drawer).getByRole('button', { name: 'परिवर्तनों का अभिलेख' }));
  const view = (await screen.findByRole('heading', { name: 'परिवर्तनों का अभिलेख', level: 2 })).closest('section')!;
  expect(document.title).toContain('परिवर्तनों का अभिलेख');
  const action = within(view).getByRole('combobox', { name: 'कार्य' });
  const leaveGroup = within(action).getByRole('group', { name: 'अवकाश' });
  expect(within(leaveGroup).getByRole('option', { name: 'अवकाश की स्वीकृति वापस' })).toHaveValue('leave revoked');
  expect(within(view).getByRole('textbox', { name: 'व्यक्ति' })).toBeInTheDocument();
  expect(await within(view).findByText('60 घटनाएँ')).toHaveAttribute('role', 'status');
  // A filter's rule message, said with the field's Hindi label.
  const userId = within(view).getByRole('textbox', { name: /उपयोगकर्ता संख्या/ });
  await userEvent.type(userId, '0');
  await userEvent.click(within(view).getByRole('button', { name: 'छाँटें' }));
  await waitFor(() => expect(userId).toHaveAccessibleDescription(/^उपयोगकर्ता संख्या .+/));
  expect(userId).not.toHaveAccessibleDescription(/[A-Za-z]/);
  // Letters: zod's own "Invalid input", in Hindi too.
  await userEvent.clear(userId);
  await userEvent.type(userId, 'abc');
  await userEvent.click(within(view).getByRole('button', { name: 'छाँटें' }));
  await waitFor(() => expect(userId).toHaveAccessibleDescription('अमान्य प्रविष्टि'));
  await userEvent.clear(userId);

  const table = within(view).getByRole('table', { name: 'अभिलेख की घटनाएँ' });
  expect(within(table).getByRole('columnheader', { name: 'किसने' })).toBeInTheDocument();
  const [, first, second, third, fourth, fifth, sixth, seventh] = within(table).getAllByRole('row');
  expect(
    within(first!).getByText('Aarav Sharma (1001) के CS101 में सोम, 23 नव॰ 2026 के अवकाश की स्वीकृति वापस ली'),
  ).toBeInTheDocument();
  expect(within(first!).getByText('अवकाश की स्वीकृति वापस · अवकाश 27')).toBeInTheDocument();
  expect(within(first!).getByText('स्थिति स्वीकृत से अस्वीकृत')).toBeInTheDocument();
  expect(within(first!).getByText('प्रशिक्षक 501')).toBeInTheDocument();
  expect(within(second!).getByText('Aarav Sharma (1001) के अनुरोध 12 को स्वीकार किया')).toBeInTheDocument();
  expect(within(second!).getByText('व्याख्यान: CS101 में सोम, 23 नव॰ 2026, CS101 में मंगल, 24 नव॰ 2026')).toBeInTheDocument();
  expect(within(third!).getByText('Aarav Sharma (1001) के खाते में साइन इन अस्वीकृत')).toBeInTheDocument();
  expect(within(third!).getByText('साइन इन किए बिना कोई')).toBeInTheDocument();
  expect(within(third!).getByText('गलत पासवर्ड: 5')).toBeInTheDocument();
  expect(within(fourth!).getByText('CS101 की समय-सारणी तय की')).toBeInTheDocument();
  expect(within(fourth!).getByText('व्यवस्थापक 1')).toBeInTheDocument();
  expect(within(fourth!).getByText('साप्ताहिक कक्षाएँ तय हुआ: सोम 09:00–10:00 A-101')).toBeInTheDocument();
  expect(within(fifth!).getByText('CS101 के मंगल, 1 दिस॰ 2026 के व्याख्यान की हाज़िरी सुधारी')).toBeInTheDocument();
  expect(within(fifth!).getByText('1001 उपस्थित से अनुपस्थित')).toBeInTheDocument();
  expect(within(sixth!).getByText('प्रशिक्षक 502 के खाते को निष्क्रिय किया')).toBeInTheDocument();
  expect(within(sixth!).getByText('सक्रिय हाँ से नहीं')).toBeInTheDocument();
  expect(within(seventh!).getByText('सत्र Autumn 2026 जोड़ा')).toBeInTheDocument();
  expect(within(view).getByRole('navigation', { name: 'परिवर्तनों के अभिलेख के पृष्ठ' })).toHaveTextContent('पृष्ठ 1 / 3');
  // Dates and times are written in hi-IN; every other word is Hindi, the data apart.
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
  expect(wordsOf(namesIn(view))).not.toMatch(/[A-Za-z]/);
});

it("shows the Overview's recent changes in Hindi, as the Audit Trail says them", async () => {
  server.use(
    http.get(`${TEST_API_HOST}/adminOverview`, () =>
      HttpResponse.json({ ...overview, recent: [courseEdited, revoked] }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const recent = await screen.findByRole('region', { name: 'हाल के परिवर्तन' }, FIRST_DRAW);
  const latest = within(recent).getByRole('list', { name: 'नवीनतम परिवर्तन, सबसे नए पहले' });
  expect(
    within(latest)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Dr. Meera Iyer: पाठ्यक्रम CS101 संपादित किया (कुल व्याख्यान 40 से 80)',
    'Dr. Meera Iyer: Aarav Sharma (1001) के CS101 में सोम, 23 नव॰ 2026 के अवकाश की स्वीकृति वापस ली (स्थिति स्वीकृत से अस्वीकृत; टिप्पणी: Exam moved to that day)',
  ]);
  expect(wordsOf(recent.textContent!)).not.toMatch(/[A-Za-z]/);
});

/** Every name a screen reader says in a part of the page (labels and groups included). */
const namesIn = (element: HTMLElement) =>
  [...element.querySelectorAll('[aria-label], optgroup[label]')]
    .map((one) => one.getAttribute('aria-label') ?? one.getAttribute('label'))
    .join(' ');
