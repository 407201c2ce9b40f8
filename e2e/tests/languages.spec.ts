import type { Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { DEMO, expect, lecturesThisMonth, signIn, test } from './fixtures';

/**
 * Records the URLs of the message library's chunk (react-intl and FormatJS, built by the shell as
 * `message-library`) the page requests from now on: by URL only, as a response's body may be gone
 * (a reload, a redirect).
 */
function recordMessageLibrary(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/message-library\.[^/]*\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/**
 * A language chosen on the sign-in page is kept for the account at sign-in (POST /saveLanguage).
 * These tests sign in as the demo's people, whom the other specs read in English side by side: the
 * page's call is answered here and never reaches the API (keeping it is the contract tests' part).
 */
const keptForTheAccount: string[] = [];
test.beforeEach(async ({ page }) => {
  await page.route('**/saveLanguage', async (route) => {
    keptForTheAccount.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"Language saved"}' });
  });
});

/** Signs in on the sign-in page as it reads in Hindi (the admin's page has no role to choose). */
async function signInInHindi(page: Page, account: { id: string; password: string }, role?: string) {
  await page.getByLabel('उपयोगकर्ता नाम', { exact: true }).fill(account.id);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(account.password);
  if (role) await page.getByLabel('भूमिका', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
}

/**
 * Opens the sign-in page with Hindi chosen in this page's browser storage only (the demo accounts
 * are left as they are), checks the document is in Hindi, and signs in. The choice is stored from
 * the app's config.json, a document of the same origin, so that the app loads once, in Hindi.
 */
async function signInWithHindiStored(
  page: Page,
  path: string,
  account: { id: string; password: string },
  role?: string,
) {
  await page.goto('/config.json');
  await page.evaluate(() => window.localStorage.setItem('leave-language', 'hi'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await signInInHindi(page, account, role);
}

test('in English, the default, the sign-in page is as before and downloads no message library', async ({
  page,
  dialogs,
}) => {
  const messageLibrary = recordMessageLibrary(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await expect(page.getByRole('link', { name: "Don't have an account? Sign Up" })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Leave Management. All rights reserved.');

  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(messageLibrary).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('Hindi chosen on the sign-in page: the page, its labels and the document are in Hindi, and the student signs in', async ({
  page,
  dialogs,
}) => {
  const messageLibrary = recordMessageLibrary(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  expect(messageLibrary).toEqual([]);
  await page.getByLabel('Username', { exact: true }).fill(DEMO.student.id);
  await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });

  await expect(page.getByRole('heading', { name: 'साइन इन', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText('अवकाश प्रबंधन', { exact: true })).toBeVisible();
  await expect(page.getByLabel('भाषा')).toHaveValue('hi');
  await expect(page.getByRole('link', { name: 'खाता नहीं है? साइन अप करें' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।');
  // What was typed before the choice is still there: the words changed, not the form.
  await expect(page.getByLabel('उपयोगकर्ता नाम', { exact: true })).toHaveValue(DEMO.student.id);
  await expect(page.getByLabel('भूमिका', { exact: true })).toHaveValue('student');

  // The message library came on demand, from the shell.
  expect(messageLibrary).toHaveLength(1);
  expect(new URL(messageLibrary[0]!).origin).toBe(new URL(page.url()).origin);

  // The choice is kept: the page opens in Hindi again, the message library requested before its first draw.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'साइन इन', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await signInInHindi(page, DEMO.student, 'विद्यार्थी');
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { name: new RegExp(DEMO.student.name) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The choice made on the sign-in page was sent to be kept for the account.
  await expect.poll(() => keptForTheAccount).toContain('{"language":"hi"}');

  // One chunk, from the shell, for the whole session (the same file again after the reload).
  expect(messageLibrary.length).toBeGreaterThanOrEqual(2);
  expect(new Set(messageLibrary).size).toBe(1);
  expect(dialogs).toEqual([]);
});

test('a wrong password is told in Hindi, and English chosen again is the English as before', async ({
  page,
  dialogs,
}) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
  await page.getByLabel('उपयोगकर्ता नाम', { exact: true }).fill(DEMO.student.id);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
  await expect.poll(() => dialogs).toEqual(['उपयोगकर्ता नाम या पासवर्ड गलत है']);

  await page.getByLabel('भाषा').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
});

test("an instructor in Hindi reads Pending Requests in Hindi: the menu, the view, each course's list", async ({
  page,
  dialogs,
}) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
  await signInInHindi(page, DEMO.instructor, 'प्रशिक्षक');
  await expect(page).toHaveURL(/\/instructor$/);

  await expect(page.getByRole('heading', { name: 'लंबित अनुरोध', exact: true })).toBeVisible();
  await expect(page.getByLabel('क्रम')).toHaveValue('lecture');
  const cs101 = page.getByRole('region', { name: /^CS101 - .+ : \d+ लंबित अनुरोध$/ });
  await expect(cs101).toBeVisible();
  await expect(cs101.getByRole('columnheader', { name: 'स्वीकृत होने पर' })).toBeVisible();
  const approve = cs101.getByRole('button', { name: /^Aarav Sharma का \d\d\/\d\d\/\d{4} का अवकाश स्वीकार करें$/ });
  await expect(approve.first()).toHaveText('स्वीकार करें');
  await expect(page.getByRole('button', { name: 'सप्ताह-वार अनुपस्थिति' })).toBeAttached();
  expect(dialogs).toEqual([]);
});

test('the admin in Hindi reads the dashboard: its title, the menu and the Overview, then All Leave, and axe finds nothing', async ({
  page,
  dialogs,
}) => {
  await page.goto('/admin');
  await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
  await expect(page.getByRole('heading', { name: 'व्यवस्थापक साइन इन', exact: true })).toBeVisible();
  await signInInHindi(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'व्यवस्थापक डैशबोर्ड', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'शुरुआत', exact: true })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'डैशबोर्ड मेन्यू' });
  await expect(menu.getByRole('button', { name: 'पाठ्यक्रम में छात्र जोड़ें', exact: true })).toBeVisible();
  const glance = page.getByRole('region', { name: 'एक नज़र में विद्यालय' });
  const waiting = glance.getByRole('region', { name: 'प्रतीक्षारत अनुरोध' });
  await expect(waiting.getByRole('button', { name: 'लंबित अवकाश खोलें' })).toBeVisible();
  await expect(waiting.getByRole('list', { name: 'प्रतीक्षारत अनुरोध, पाठ्यक्रम-वार' })).toContainText(
    /CS101 .+: \d+ अनुरोध/,
  );
  await expect(glance.getByRole('region', { name: 'जोखिम में छात्र' })).toContainText('सीमा से ऊपर');
  expect(await axeViolations(page)).toEqual([]);

  // All Leave, from the menu: its filters, its count and its table in Hindi.
  await menu.getByRole('button', { name: 'सभी अवकाश', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'सभी अवकाश', exact: true, level: 2 })).toBeVisible();
  const filters = page.getByRole('search', { name: 'सभी अवकाश' });
  await expect(filters.getByLabel('स्थिति', { exact: true })).toContainText('कोई भी स्थिति');
  await expect(filters.getByRole('button', { name: 'छाँटें', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ अवकाश$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'अवकाश', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'निर्णयकर्ता' }).first()).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('the admin in Hindi edits a course', async ({ page, dialogs }) => {
  await page.goto('/admin');
  await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
  await signInInHindi(page, DEMO.admin);
  const menu = page.getByRole('navigation', { name: 'डैशबोर्ड मेन्यू' });
  await menu.getByRole('button', { name: 'पाठ्यक्रम संपादित करें', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'पाठ्यक्रम संपादित करें', exact: true, level: 2 })).toBeVisible();
  const form = page.getByRole('form', { name: 'पाठ्यक्रम संपादित करें' });
  const course = form.getByLabel('पाठ्यक्रम', { exact: true });
  await expect(course).toBeEnabled();
  await course.selectOption('CS101');
  await expect(form.getByLabel('पाठ्यक्रम का नाम', { exact: true })).not.toHaveValue('');

  // Its timetable and lecture changes, in Hindi.
  const timetable = page.getByRole('form', { name: 'CS101 की समय-सारणी' });
  await expect(timetable.getByLabel('सत्र', { exact: true })).toBeVisible();
  await expect(timetable.getByRole('button', { name: 'समय-सारणी सहेजें', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'रद्द और अतिरिक्त व्याख्यान', exact: true })).toBeVisible();

  // A rule's message, from the form itself (nothing is sent, so the demo course stays as it is).
  await form.getByLabel('पाठ्यक्रम का नाम', { exact: true }).fill('');
  await form.getByRole('button', { name: 'पाठ्यक्रम सहेजें', exact: true }).click();
  await expect(form.getByText('पाठ्यक्रम का नाम आवश्यक है', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('the admin in Hindi opens Terms & Holidays', async ({ page, dialogs }) => {
  await signInWithHindiStored(page, '/admin', DEMO.admin);
  const menu = page.getByRole('navigation', { name: 'डैशबोर्ड मेन्यू' });
  await menu.getByRole('button', { name: 'सत्र और छुट्टियाँ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'सत्र और छुट्टियाँ', exact: true, level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(/सत्र और छुट्टियाँ/);
  // The terms' table, its count and a term's holidays, in Hindi.
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ सत्र$/ })).toBeVisible();
  const terms = page.getByRole('table', { name: 'सत्र', exact: true });
  await expect(terms.getByRole('columnheader', { name: 'पहला दिन' })).toBeAttached();
  await expect(page.getByLabel('किस सत्र की छुट्टियाँ', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'सत्र जोड़ें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'छुट्टियाँ आयात करें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'सार्वजनिक छुट्टियाँ' }).getByLabel('देश', { exact: true })).toContainText(
    'भारत (IN)',
  );
  // A rule's message in Hindi, beside its field.
  const form = page.getByRole('form', { name: 'सत्र जोड़ें' });
  await form.getByRole('button', { name: 'सत्र जोड़ें' }).click();
  await expect(form.getByText('सत्र का नाम आवश्यक है')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('the admin in Hindi reads the Audit Trail, and axe finds nothing', async ({ page, dialogs }) => {
  await signInWithHindiStored(page, '/admin', DEMO.admin);
  // The Overview's recent changes say the trail's sentences in Hindi.
  const recent = page.getByRole('region', { name: 'हाल के परिवर्तन' });
  await expect(recent.getByRole('button', { name: 'परिवर्तनों का अभिलेख खोलें', exact: true })).toBeVisible();
  await recent.getByRole('button', { name: 'परिवर्तनों का अभिलेख खोलें', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'परिवर्तनों का अभिलेख', exact: true, level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(/परिवर्तनों का अभिलेख/);
  // Its filters, the actions in their groups, its count and its table, in Hindi.
  const filters = page.getByRole('search', { name: 'परिवर्तनों का अभिलेख' });
  const action = filters.getByLabel('कार्य', { exact: true });
  await expect(action).toContainText('कोई भी कार्य');
  await expect(action.locator('optgroup[label="अवकाश"] option[value="leave revoked"]')).toHaveText(
    'अवकाश की स्वीकृति वापस',
  );
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ घटनाएँ$/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'अभिलेख की घटनाएँ', exact: true });
  await expect(table.getByRole('columnheader', { name: 'किसने' }).first()).toBeAttached();
  // The demo's leave, decided by its instructors: a sentence about a student's leave, in Hindi.
  await filters.getByLabel('कार्य', { exact: true }).selectOption('leave approved');
  await filters.getByRole('button', { name: 'छाँटें', exact: true }).click();
  await expect(table.getByText(/^.+ \(\d+\) के .+ में .+ के अवकाश को स्वीकार किया$/).first()).toBeVisible();
  await expect(table.getByText(/^अवकाश स्वीकृत · अवकाश \d+$/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('an instructor in Hindi opens History and the Roster', async ({ page, dialogs }) => {
  await signInWithHindiStored(page, '/', DEMO.instructor, 'प्रशिक्षक');
  await expect(page).toHaveURL(/\/instructor$/);
  await expect(page.getByRole('heading', { name: 'लंबित अनुरोध', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'इतिहास', exact: true }).click();
  const history = page.getByRole('region', { name: 'इतिहास' });
  await expect(history.getByRole('heading', { name: 'इतिहास', exact: true })).toBeVisible();
  await expect(history.getByLabel('पाठ्यक्रम', { exact: true })).toContainText('मेरे सभी पाठ्यक्रम');
  await expect(history.getByLabel('स्थिति', { exact: true })).toContainText('सभी निर्णीत');
  await expect(history.getByRole('status').filter({ hasText: /निर्णीत अवकाश|कोई निर्णीत अवकाश/ })).toBeVisible();

  await page.getByRole('button', { name: 'छात्र-सूची', exact: true }).click();
  const roster = page.getByRole('region', { name: 'छात्र-सूची' });
  await expect(roster.getByRole('table', { name: /^CS101 की छात्र-सूची$/ })).toBeVisible();
  await expect(roster.getByRole('columnheader', { name: 'बिना अवकाश अनुपस्थित' })).toBeVisible();
  await expect(roster.getByRole('button', { name: 'CS101 का अवकाश रजिस्टर डाउनलोड करें (CSV)' })).toBeVisible();
  await expect(roster.getByRole('group', { name: 'CS101 का अनुपस्थिति कैलेंडर' })).toBeVisible();
  await expect(roster.getByRole('button', { name: 'पिछला महीना' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(dialogs).toEqual([]);
});

test('an instructor in Hindi opens Attendance and Absences by Week, and axe finds nothing', async ({
  page,
  dialogs,
}) => {
  await signInWithHindiStored(page, '/', DEMO.instructor, 'प्रशिक्षक');
  await expect(page).toHaveURL(/\/instructor$/);
  await expect(page.getByRole('heading', { name: 'लंबित अनुरोध', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'उपस्थिति', exact: true }).click();
  const attendance = page.getByRole('region', { name: 'उपस्थिति', exact: true });
  await expect(attendance.getByRole('heading', { name: 'उपस्थिति', exact: true })).toBeVisible();
  await expect(attendance.getByRole('region', { name: 'आज', exact: true })).toBeVisible();
  const picker = attendance.getByRole('form', { name: 'सत्र का कोई भी व्याख्यान' });
  await expect(picker.getByLabel('व्याख्यान की तिथि')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'हाज़िरी खोलें' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'सप्ताह-वार अनुपस्थिति', exact: true }).click();
  const absences = page.getByRole('region', { name: 'सप्ताह-वार अनुपस्थिति', exact: true });
  await expect(absences.getByRole('heading', { name: 'सप्ताह-वार अनुपस्थिति', exact: true })).toBeVisible();
  await expect(absences.getByRole('img', { name: /^CS101 - .*: सप्ताहवार छूटे व्याख्यान$/ })).toBeVisible();
  await expect(absences.getByRole('button', { name: 'तालिका के रूप में दिखाएँ' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await axeViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('a student in Hindi reads a first view with no English left but data, then opens My Timetable and My Progress', async ({
  page,
  dialogs,
}) => {
  await signInWithHindiStored(page, '/', DEMO.student, 'विद्यार्थी');
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { name: 'अवकाश के लिए आवेदन', exact: true })).toBeVisible();

  // The dashboard's first view, once its day's lectures and standings are drawn: every word is
  // Hindi but the data (course codes, names, the term's and holidays' names, the kinds of leave,
  // the role's code), what screen readers hear among them.
  await expect(page.getByRole('heading', { name: /के व्याख्यान$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'वर्तमान अवकाश प्रतिशत' }).getByRole('group').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'मेरे अवकाश कैलेंडर की सदस्यता लें' })).toBeVisible();
  const english = await page.evaluate((name) => {
    const data: string[] = ['student', name];
    const main = document.querySelector('main')!;
    // The school's kinds of leave are the form's choices; a holiday's name follows its hidden label.
    for (const option of main.querySelectorAll('option')) data.push(option.textContent ?? '');
    for (const hidden of main.querySelectorAll('.react-calendar .visually-hidden'))
      if (hidden.nextSibling?.textContent) data.push(hidden.nextSibling.textContent);
    const text = [main.textContent ?? '', document.title]
      .join(' ')
      .replace(/[A-Z]{2,4}\d{3,4}|[A-Z]-\d+/g, '')
      .replace(/Academic Year \d{4}-\d{2}|(Autumn|Spring|Monsoon|Winter) (Term )?\d{4}/g, '');
    return data.filter(Boolean).reduce((left, one) => left.split(one).join(''), text);
  }, DEMO.student.name);
  expect(english.match(/[A-Za-z][A-Za-z.'’-]*/g) ?? []).toEqual([]);

  await page.getByRole('button', { name: 'मेरी समय-सारणी', exact: true }).click();
  const timetable = page.getByRole('region', { name: 'मेरी समय-सारणी', exact: true });
  await expect(timetable.getByRole('heading', { name: 'मेरी समय-सारणी', exact: true })).toBeVisible();
  await expect(timetable.getByRole('group', { name: 'सप्ताह चुनें' })).toBeVisible();
  await expect(timetable.getByRole('button', { name: 'यह सप्ताह', exact: true })).toBeDisabled();
  // Its week's line (a status: the view's Loading... is one too while the week loads).
  await expect(timetable.getByRole('status').filter({ hasText: /का सप्ताह$/ })).toBeVisible();
  await expect(
    timetable
      .getByRole('listitem')
      .filter({ hasText: /^CS\d{3} \d{2}:\d{2}-\d{2}:\d{2}/ })
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'मेरी प्रगति', exact: true }).click();
  const progress = page.getByRole('region', { name: 'मेरी प्रगति', exact: true });
  await expect(progress.getByRole('heading', { name: 'मेरी प्रगति', exact: true })).toBeVisible();
  await expect(
    progress.getByRole('img', { name: /^CS101: सप्ताह दर सप्ताह अवकाश प्रतिशत, \d+% सीमा की तुलना में$/ }),
  ).toBeVisible();
  await expect(progress.getByRole('button', { name: 'तालिका के रूप में दिखाएँ' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await axeViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('a student in Hindi applies for leave in a course they do not take, and reads the refusal in Hindi', async ({
  page,
  dialogs,
}) => {
  await signInWithHindiStored(page, '/', DEMO.student, 'विद्यार्थी');
  await expect(page.getByRole('heading', { name: 'अवकाश के लिए आवेदन', exact: true })).toBeVisible();

  // A day MA101 meets (Monday or Thursday), a course the demo's student is not enrolled in: the
  // server refuses it for that reason alone. The tile is found by its day's number, as the
  // calendar's names are in Hindi.
  const day = (await lecturesThisMonth(page, 'MA101')).at(-1)!;
  await page
    .locator('.react-calendar__month-view__days__day:not(.react-calendar__month-view__days__day--neighboringMonth)')
    .filter({ has: page.locator('abbr', { hasText: new RegExp(`^${Number(day.iso.slice(8))}$`) }) })
    .click();
  const form = page.getByRole('form', { name: 'अवकाश जोड़ें' });
  await form.getByLabel('कारण', { exact: true }).fill('पारिवारिक विवाह');
  await form.getByLabel('पाठ्यक्रम कोड', { exact: true }).fill('MA101');
  await form.getByRole('button', { name: 'जमा करें' }).click();

  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('आवेदन नहीं हुआ');
  await expect(refusal).toContainText('आप MA101 में नामांकित नहीं हैं');
  // No English but the course's code.
  expect(((await refusal.textContent()) ?? '').replace(/MA101/g, '')).not.toMatch(/[A-Za-z]/);
  // Nothing typed is lost.
  await expect(form.getByLabel('कारण', { exact: true })).toHaveValue('पारिवारिक विवाह');
  expect(await axeViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('Urdu: the pages go right to left, the calendar mirrors, its arrow keys move the way they point, axe finds nothing', async ({
  page,
  dialogs,
}) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption({ label: 'اردو' });
  await expect(page.getByRole('heading', { name: 'سائن اِن', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('صارف نام', { exact: true }).fill(DEMO.student.id);
  await page.getByLabel('پاس ورڈ', { exact: true }).fill(DEMO.student.password);
  await page.getByRole('button', { name: 'سائن اِن کریں' }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { name: `خوش آمدید، ${DEMO.student.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'رخصت کی درخواست' })).toBeVisible();

  // The month's previous arrow is on the right, and points right; the next, on the left, points left.
  const previous = page.getByRole('button', { name: 'پچھلا مہینہ' });
  const next = page.getByRole('button', { name: 'اگلا مہینہ' });
  const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
  expect(previousBox!.x).toBeGreaterThan(nextBox!.x);
  expect(await previous.evaluate((button) => getComputedStyle(button).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

  // The arrow keys move the way they point: left is the next day (the row runs from the right).
  const calendar = page.getByRole('group', { name: 'رخصت کا کیلنڈر' });
  const day = calendar.locator('.react-calendar__tile[tabindex="0"]');
  const dayOf = async () => new Date(`${await day.locator('abbr').getAttribute('aria-label')} UTC`).getTime();
  const before = await dayOf();
  await day.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(dayOf).toBe(before + 86_400_000);

  expect(await axeViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});
