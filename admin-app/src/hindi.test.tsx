/** The admin's dashboard in Hindi: the frame, the menu and the Overview. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chooseLanguage } from '@leave/ui';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from './AdminApp';
import { overview } from './overview/overviewFixture';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

// The recent changes are the audit trail's sentences, still in English (docs/translating.md).
beforeEach(() => {
  server.use(http.get(`${TEST_API_HOST}/adminOverview`, () => HttpResponse.json({ ...overview, recent: [] })));
});
resetLanguageAfterEach();

/** What is left of a text once the data in it (names, codes, course titles) is taken out. */
const wordsOf = (text: string) =>
  text.replace(/Priya Patel|Rohan Verma|Introduction to Programming|Calculus I|CS101|MA101|Admin/g, '');

it('shows the admin dashboard in Hindi: its title, the menu in its groups, and the Overview', async () => {
  chooseLanguage('hi');
  renderRemote(AdminApp, { session, route: '/admin' });
  expect(await screen.findByRole('heading', { name: 'शुरुआत' }, { timeout: 15_000 })).toBeInTheDocument();
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
  renderRemote(AdminApp, { session, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, { timeout: 15_000 });
  await userEvent.click(within(drawer).getByRole('button', { name: 'छात्र' }));
  const list = (await screen.findByRole('heading', { name: 'छात्र', level: 2 })).closest('section')!;
  expect(within(list).getByRole('searchbox', { name: 'नाम या अनुक्रमांक से खोजें' })).toBeInTheDocument();
  expect(within(list).getByRole('combobox', { name: 'क्रम का आधार' })).toHaveDisplayValue('अनुक्रमांक');
  expect(await within(list).findByText('60 छात्र')).toHaveAttribute('role', 'status');
  expect(within(list).getByRole('columnheader', { name: 'प्रवेश वर्ष' })).toBeInTheDocument();
  expect(within(list).getByRole('navigation', { name: 'छात्रों की सूची के पृष्ठ' })).toHaveTextContent('पृष्ठ 1 / 3');
  expect(wordsOf(list.textContent!).replace(/CSE|B\.Tech|CSV/g, '')).not.toMatch(/[A-Za-z]/);
});
