/**
 * The admin's school settings in Hindi: Terms & Holidays (the terms, a term's holidays, their
 * import, the public holidays and the offer to copy timetables), with the server's answers and
 * refusals said by their code and the forms' rule messages in Hindi; Attendance Rules and Correct
 * a Roll, with the roll's class list; the imports; Sign-in Options and System.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lectureMessages, messages, rollImportMessages, rollMessages } from '@leave/domain';
import type {
  AttendanceRules,
  Holiday,
  HolidayPayload,
  RemoteHealth,
  ShellHealth,
  TermListEntry,
  TermPayload,
} from '@leave/contract';
import { chooseLanguage } from '@leave/ui';
import { FIRST_DRAW, coursePages, lectureRoll, renderRemote, rollStudent, TEST_API_HOST } from '@leave/web-kit/testing';
import { cs101 } from './testing/courses';
import AdminApp from './AdminApp';
import { adminSession, openInHindi, setupAdminInHindi } from './testing/inHindi';

const server = setupAdminInHindi();

/** What is left of a text once its data is taken out: names, codes, the file's columns and formats. */
const wordsOf = (text: string) =>
  text.replace(
    /Summer 2025|Spring 2027|Academic Year|Founders' Day|Diwali|Typo Day|Admin|CSV|iCalendar|\.ics|YYYY-MM-DD|date,name|from,to,name|\b(IN|US|GB|CA|AU|DE|FR|SG|AE|ZA|NZ|JP|KA)\b|\b[ap]m\b/g,
    '',
  );

/** Every name a screen reader says in a part of the page: labels and descriptions included. */
const namesIn = (element: HTMLElement) =>
  [...element.querySelectorAll('[aria-label]')].map((one) => one.getAttribute('aria-label')).join(' ');

const refusal = (said: { code: string; params: object; message: string }, field?: string) => ({
  ...said,
  ...(field ? { field } : {}),
});

/** A small fake of the term API, answering as the real one does (with codes and parameters). */
function backend() {
  const terms: TermListEntry[] = [
    { term_id: 1, name: 'Summer 2025', first_day: '2025-05-05', last_day: '2025-07-25', courses: 0, holidays: 1 },
    { term_id: 2, name: 'Academic Year', first_day: '2026-07-01', last_day: '2027-06-30', courses: 4, holidays: 0 },
  ];
  const holidays: Holiday[] = [
    { holiday_id: 7, term_id: 1, from_date: '2025-06-04', to_date: '2025-06-04', name: "Founders' Day" },
  ];
  server.use(
    http.get(`${TEST_API_HOST}/terms`, ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('page_size'));
      return HttpResponse.json({ items: terms, total: terms.length, page: 1, page_size: size });
    }),
    http.post(`${TEST_API_HOST}/addTerm`, async ({ request }) => {
      const term = (await request.json()) as TermPayload;
      terms.push({ ...term, term_id: 3, courses: 0, holidays: 0 });
      return HttpResponse.json({ message: `Term ${term.name} added`, term: { ...term, term_id: 3 } }, { status: 201 });
    }),
    http.post(`${TEST_API_HOST}/copyTimetables`, () =>
      HttpResponse.json({
        message: '4 courses of Academic Year now meet in Spring 2027, with the same weekly meetings',
        copied: ['CS101', 'CS201', 'MA101', 'MA201'],
        refused: [
          {
            course_code: 'PH101',
            message: 'This would leave PH101 with no lectures in Spring 2027: nothing was changed',
            code: 'lecture.noLecturesLeft',
            params: { code: 'PH101', termName: 'Spring 2027' },
          },
        ],
      }),
    ),
    http.get(`${TEST_API_HOST}/holidays`, ({ request }) => {
      const termId = Number(new URL(request.url).searchParams.get('term_id'));
      const items = holidays.filter((holiday) => holiday.term_id === termId);
      return HttpResponse.json({ items, total: items.length, page: 1, page_size: 25 });
    }),
    http.post(`${TEST_API_HOST}/addHoliday`, async ({ request }) => {
      const holiday = (await request.json()) as HolidayPayload;
      const term = terms.find((one) => one.term_id === holiday.term_id)!;
      if (holiday.from_date < term.first_day || holiday.from_date > term.last_day) {
        return HttpResponse.json(refusal(lectureMessages.holidayNotInTerm(term), 'from_date'), { status: 400 });
      }
      return HttpResponse.json(
        { message: `${holiday.name} added`, holiday: { ...holiday, holiday_id: 20 } },
        { status: 201 },
      );
    }),
    http.post(`${TEST_API_HOST}/removeTerm`, () =>
      HttpResponse.json(refusal(lectureMessages.termInUse('Summer 2025')), { status: 409 }),
    ),
  );
}

const openTerms = async () => {
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, FIRST_DRAW);
  await userEvent.click(within(drawer).getByRole('button', { name: 'सत्र और छुट्टियाँ' }));
  return (await screen.findByRole('heading', { name: 'सत्र और छुट्टियाँ', level: 2 })).closest('section')!;
};

describe('Terms & Holidays in Hindi', () => {
  it('shows the terms, a term’s holidays and their forms in Hindi, with no English word left but data', async () => {
    backend();
    chooseLanguage('hi');
    const view = await openTerms();
    expect(document.title).toContain('सत्र और छुट्टियाँ');
    const table = await within(view).findByRole('table', { name: 'सत्र' });
    expect(within(table).getByRole('columnheader', { name: 'पहला दिन' })).toBeInTheDocument();
    expect(within(view).getByText('2 सत्र')).toHaveAttribute('role', 'status');
    await userEvent.click(within(table).getByRole('button', { name: 'Summer 2025 हटाएँ' }));
    expect(within(table).getByRole('group', { name: 'Summer 2025 हटाएँ?' })).toHaveTextContent(
      'Summer 2025 और उसकी 1 छुट्टी हटाएँ?',
    );
    // The holidays shown are those of the term holding the school's today, or the first.
    expect(await within(view).findByRole('combobox', { name: 'किस सत्र की छुट्टियाँ' })).toBeInTheDocument();
    expect(await within(view).findByRole('region', { name: 'छुट्टियाँ आयात करें' })).toBeInTheDocument();
    expect(await within(view).findByRole('region', { name: 'सार्वजनिक छुट्टियाँ' })).toHaveTextContent('भारत (IN)');
    expect(await within(view).findByText('Academic Year में अभी कोई छुट्टी नहीं।')).toHaveAttribute('role', 'status');
    expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
    expect(wordsOf(namesIn(view))).not.toMatch(/[A-Za-z]/);

    // A refusal by its code: the term still has courses.
    await userEvent.click(within(table).getByRole('button', { name: 'हटाएँ' }));
    expect(
      await within(view).findByText('Summer 2025 में अभी पाठ्यक्रम हैं: पहले उन्हें किसी और सत्र में ले जाएँ'),
    ).toBeInTheDocument();
  });

  it("says the term form's rules, its answer and the offer to copy timetables in Hindi", async () => {
    backend();
    chooseLanguage('hi');
    const view = await openTerms();
    const form = await within(view).findByRole('form', { name: 'सत्र जोड़ें' });
    await userEvent.click(within(form).getByRole('button', { name: 'सत्र जोड़ें' }));
    // The form's rules are loaded when it is first checked: their messages come a moment later.
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'सत्र का नाम' })).toHaveAccessibleDescription(
        'जैसे शरद 2026 सत्र का नाम आवश्यक है',
      ),
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'सत्र का नाम' }), 'Spring 2027');
    await userEvent.type(within(form).getByRole('textbox', { name: 'पहला दिन' }), '2028-01-10');
    await userEvent.type(within(form).getByRole('textbox', { name: 'अंतिम दिन' }), '2027-12-10');
    await userEvent.click(within(form).getByRole('button', { name: 'सत्र जोड़ें' }));
    expect(await within(form).findByText('अंतिम दिन: तारीख़ "पहला दिन" से पहले की नहीं हो सकती')).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('textbox', { name: 'अंतिम दिन' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'अंतिम दिन' }), '2028-05-26');
    await userEvent.click(within(form).getByRole('button', { name: 'सत्र जोड़ें' }));
    expect(await within(view).findByText('सत्र Spring 2027 जोड़ा गया')).toBeInTheDocument();

    const offer = await within(view).findByRole('region', { name: 'क्या Academic Year से समय-सारणियाँ कॉपी करें?' });
    expect(wordsOf(offer.textContent!)).not.toMatch(/[A-Za-z]/);
    await userEvent.click(within(offer).getByRole('button', { name: 'समय-सारणियाँ कॉपी करें' }));
    expect(
      await within(offer).findByText('Academic Year के 4 पाठ्यक्रम अब Spring 2027 में उन्हीं साप्ताहिक कक्षाओं के साथ चलते हैं'),
    ).toBeInTheDocument();
    // A course that stayed, and why, by its code.
    expect(within(offer).getByRole('listitem')).toHaveTextContent(
      /^इससे Spring 2027 में PH101 का कोई व्याख्यान नहीं बचेगा: कुछ नहीं बदला गया$/,
    );
  });

  it('says a holiday’s refusal beside its field, and a previewed import, in Hindi', async () => {
    backend();
    server.use(
      http.post(`${TEST_API_HOST}/importHolidays`, () =>
        HttpResponse.json({
          applied: false,
          message: '1 of 2 holidays can be added. Nothing has been changed yet.',
          counts: { 'will add': 1, added: 0, 'already there': 0, 'bad value': 1 },
          rows: [
            { line: 2, from_date: '2025-13-01', to_date: '2025-13-02', name: 'Typo Day', status: 'bad value' },
            { line: 3, from_date: '2025-06-20', to_date: '2025-06-20', name: 'Diwali', status: 'will add' },
          ],
        }),
      ),
    );
    chooseLanguage('hi');
    const view = await openTerms();
    await userEvent.selectOptions(
      await within(view).findByRole('combobox', { name: 'किस सत्र की छुट्टियाँ' }),
      'Summer 2025',
    );
    const add = await within(view).findByRole('form', { name: 'छुट्टी जोड़ें' });
    await userEvent.type(within(add).getByRole('textbox', { name: 'छुट्टी का नाम' }), 'Diwali');
    await userEvent.type(within(add).getByRole('textbox', { name: 'पहला दिन' }), '2025-11-01');
    await userEvent.click(within(add).getByRole('button', { name: 'छुट्टी जोड़ें' }));
    expect(
      await within(add).findByText('छुट्टी Summer 2025 (2025-05-05 से 2025-07-25) के भीतर होनी चाहिए'),
    ).toBeInTheDocument();

    const section = await within(view).findByRole('region', { name: 'छुट्टियाँ आयात करें' });
    await userEvent.upload(
      within(section).getByLabelText('CSV या iCalendar फ़ाइल'),
      new File(['date,name\n2025-13-01,Typo Day\n2025-06-20,Diwali'], 'days.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'पूर्वावलोकन' }));
    expect(await within(section).findByText('2 में से 1 छुट्टी जोड़ी जा सकती है। अभी कुछ नहीं बदला गया है।')).toBeInTheDocument();
    const rows = within(within(section).getByRole('table', { name: 'days.csv की पंक्तियाँ' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2025-13-01 से 2025-13-02');
    expect(rows[1]).toHaveTextContent('गलत मान');
    expect(within(section).getByRole('button', { name: '1 छुट्टी जोड़ें' })).toBeInTheDocument();
    expect(wordsOf(section.textContent!.replace('days.csv', ''))).not.toMatch(/[A-Za-z]/);
  });

  it('finds a country’s public holidays and says what was found in Hindi', async () => {
    backend();
    server.use(
      http.get(`${TEST_API_HOST}/publicHolidays`, () =>
        HttpResponse.json({
          country: 'IN',
          region: 'KA',
          items: [
            { date: '2026-11-01', name: 'Diwali', added: false },
            { date: '2026-08-15', name: "Founders' Day", added: true },
          ],
        }),
      ),
    );
    chooseLanguage('hi');
    const view = await openTerms();
    // The card is drawn once the terms have loaded, after the view's heading.
    const card = await within(view).findByRole('region', { name: 'सार्वजनिक छुट्टियाँ' });
    await userEvent.click(within(card).getByRole('button', { name: 'सार्वजनिक छुट्टियाँ खोजें' }));
    await waitFor(() =>
      expect(within(card).getByRole('combobox', { name: 'देश' })).toHaveAccessibleDescription('देश का कोड आवश्यक है'),
    );
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'देश' }), 'IN');
    await userEvent.type(within(card).getByRole('textbox', { name: 'क्षेत्र का कोड' }), 'KA');
    await userEvent.click(within(card).getByRole('button', { name: 'सार्वजनिक छुट्टियाँ खोजें' }));
    expect(
      await within(card).findByText(
        'भारत, क्षेत्र KA की 2 सार्वजनिक छुट्टियाँ Academic Year के भीतर पड़ती हैं, उनमें से 1 पहले से छुट्टी है।',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'छुट्टियाँ जोड़ें' }));
    expect(await within(card).findByText('जोड़ने के लिए छुट्टियों पर सही का निशान लगाएँ')).toBeInTheDocument();
    expect(wordsOf(card.textContent!)).not.toMatch(/[A-Za-z]/);
    await userEvent.click(within(card).getByRole('button', { name: 'सभी पर निशान लगाएँ' }));
    await userEvent.click(within(card).getByRole('button', { name: '1 छुट्टी जोड़ें' }));
    expect(await within(card).findByText('1 में से 1 जोड़ी गईं:')).toBeInTheDocument();
    expect(within(card).getByText('छुट्टी "Diwali" जोड़ी गई')).toBeInTheDocument();
  });
});

describe('Attendance in Hindi', () => {
  it('shows Attendance Rules in Hindi: its fields and choices, a rule’s message and the answer by its code', async () => {
    const rules: AttendanceRules = { correction_window_days: 7, lates_per_absence: null, absence_counts: true };
    server.use(
      http.get(`${TEST_API_HOST}/attendanceRules`, () => HttpResponse.json(rules)),
      http.post(`${TEST_API_HOST}/saveAttendanceRules`, async ({ request }) =>
        HttpResponse.json({ message: rollMessages.rulesSaved.message, rules: await request.json() }),
      ),
    );
    await openInHindi('उपस्थिति के नियम');
    const form = await screen.findByRole('form', { name: 'उपस्थिति के नियम' });
    expect(document.title).toContain('उपस्थिति के नियम');
    const window = within(form).getByRole('spinbutton', { name: 'सुधार की अवधि (दिन)' });
    await waitFor(() => expect(window).toHaveValue(7));
    expect(within(form).getByRole('combobox', { name: 'देर से आना' })).toHaveDisplayValue('देर से आना नहीं गिना जाता');
    expect(
      within(form).getByRole('option', { name: 'हर 3 बार देर से आना एक छूटा हुआ व्याख्यान गिना जाता है' }),
    ).toBeInTheDocument();
    const card = form.closest('section') ?? form.parentElement!;
    expect(card.textContent!.replace(/Admin/g, '')).not.toMatch(/[A-Za-z]/);

    await userEvent.clear(window);
    await userEvent.type(window, '61');
    await userEvent.click(within(form).getByRole('button', { name: 'उपस्थिति के नियम सहेजें' }));
    expect(window).toHaveAccessibleDescription(/सुधार की अवधि \(दिन\) 0 से 60 तक की पूर्ण संख्या होनी चाहिए$/);
    await userEvent.clear(window);
    await userEvent.type(window, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'उपस्थिति के नियम सहेजें' }));
    expect(await screen.findByText('उपस्थिति के नियम सहेजे गए')).toBeInTheDocument();
  });

  it('shows Correct a Roll in Hindi: the lecture picker and the roll’s class list', async () => {
    server.use(
      coursePages([cs101]),
      http.get(`${TEST_API_HOST}/lectureRoll`, ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        return HttpResponse.json(
          lectureRoll('CS101', date, [rollStudent(7101, 'Asha Rao', { mark: 'absent', attendance: 'absent' })], {
            taken: true,
            reason_needed: true,
          }),
        );
      }),
    );
    await openInHindi('हाज़िरी सुधारें');
    const title = await screen.findByRole('heading', { name: 'हाज़िरी सुधारें', level: 2 });
    const card = title.closest('section') ?? title.parentElement!.parentElement!;
    expect(card.textContent!.replace(/Admin|CS101|Introduction to Programming/g, '')).not.toMatch(/[A-Za-z]/);
    const course = await screen.findByRole('combobox', { name: 'पाठ्यक्रम' });
    await within(course).findByRole('option', { name: /CS101/ });
    await userEvent.selectOptions(course, 'CS101');
    await userEvent.click(screen.getByRole('button', { name: 'हाज़िरी खोलें' }));
    const roll = await screen.findByRole('heading', { name: /^CS101 की हाज़िरी/ });
    const asha = screen.getByRole('group', { name: /^7101 Asha Rao/ });
    expect(within(asha).getByRole('radio', { name: 'अनुपस्थित' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'सुधार का कारण' })).toBeInTheDocument();
    const view = roll.closest('section')!;
    // The fixture's lecture: its course titled "CS101 course", in room A-101.
    expect(view.textContent!.replace(/Admin|CS101 course|CS101|A-101|Asha Rao|\b[ap]m\b/g, '')).not.toMatch(/[A-Za-z]/);
  });
});

describe('The imports in Hindi', () => {
  it('shows Import Students in Hindi: the file, a preview’s answer by its code, its counts, rows and statuses', async () => {
    server.use(
      http.post(`${TEST_API_HOST}/importStudents`, () =>
        HttpResponse.json({
          applied: false,
          message: messages.importPreviewed(1, 2).message,
          counts: {
            'will add': 1,
            added: 0,
            'already there': 0,
            'unknown course': 0,
            'unknown student': 0,
            'bad value': 1,
          },
          rows: [
            { line: 2, roll_no: '1011', name: 'Asha Rao', status: 'will add' },
            {
              line: 3,
              roll_no: '0',
              name: 'Typo',
              status: 'bad value',
              column: 'roll_no',
              message: 'roll_no must be a number',
            },
          ],
        }),
      ),
    );
    await openInHindi('छात्र आयात करें');
    const form = await screen.findByRole('form', { name: 'छात्र आयात करें' });
    const card = form.closest('section') ?? form.parentElement!;
    await userEvent.click(within(form).getByRole('button', { name: 'पूर्वावलोकन' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('CSV फ़ाइल')).toHaveAccessibleDescription('CSV फ़ाइल आवश्यक है'),
    );
    await userEvent.upload(
      within(form).getByLabelText('CSV फ़ाइल'),
      new File(['roll_no,name\n1011,Asha Rao\n0,Typo'], 'students.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'पूर्वावलोकन' }));
    expect(await within(card).findByText('2 में से 1 पंक्ति जोड़ी जा सकती है। अभी कुछ नहीं बदला गया है।')).toBeInTheDocument();
    // The counts: each status by its word, and its number.
    expect(card).toHaveTextContent('जोड़ी जाएगी1पहले से है0गलत मान1');
    const rows = within(within(card).getByRole('table', { name: 'students.csv की पंक्तियाँ' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('पंक्तिअनुक्रमांकनामस्थितिसमस्या');
    expect(rows[2]).toHaveTextContent('गलत मान');
    expect(within(card).getByRole('button', { name: '1 छात्र जोड़ें' })).toBeInTheDocument();
    // The columns' names in the intro and a row's problem are the file's and the server's.
    const said = card.textContent!.replace(
      /students\.csv|roll_no must be a number|Asha Rao|Typo|roll_no|name|branch|stream|joining_year|CSV/g,
      '',
    );
    expect(said).not.toMatch(/[A-Za-z]/);
  });

  it('shows Import Roll Marks in Hindi: its reason, the preview said by its code, and a refusal under the reason', async () => {
    let calls = 0;
    server.use(
      http.post(`${TEST_API_HOST}/importRollMarks`, () => {
        calls += 1;
        if (calls > 1) {
          return HttpResponse.json({ ...rollImportMessages.reasonsNeeded(1), field: 'reason' }, { status: 400 });
        }
        return HttpResponse.json({
          applied: false,
          message: rollImportMessages.previewed(1, 1, 1).message,
          counts: {
            'will mark': 1,
            marked: 0,
            'already so': 0,
            'unknown course': 0,
            'not enrolled': 0,
            'no lecture': 0,
            'outside term': 0,
            'bad value': 0,
          },
          rows: [
            {
              line: 2,
              course_code: 'CS101',
              date: '2026-11-20',
              roll_no: '1002',
              name: 'Asha Rao',
              mark: 'absent',
              status: 'will mark',
            },
          ],
          lectures: 1,
        });
      }),
    );
    await openInHindi('हाज़िरी आयात करें');
    const form = await screen.findByRole('form', { name: 'हाज़िरी आयात करें' });
    const card = form.closest('section') ?? form.parentElement!;
    expect(
      within(form).getByRole('textbox', { name: 'कारण (सुधार की अवधि बीत चुके व्याख्यानों के लिए)' }),
    ).toBeInTheDocument();
    await userEvent.upload(
      within(form).getByLabelText('CSV फ़ाइल'),
      new File(['course_code,date,roll_no,mark\nCS101,2026-11-20,1002,A'], 'marks.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'पूर्वावलोकन' }));
    expect(
      await within(card).findByText('1 में से 1 पंक्ति 1 व्याख्यान पर दर्ज की जा सकती है। अभी कुछ नहीं बदला गया है।'),
    ).toBeInTheDocument();
    const said = card.textContent!.replace(
      /marks\.csv|Asha Rao|CS101|absent|course_code|date|roll_no|mark|YYYY-MM-DD|CSV|present|late|\b[PAL]\b/g,
      '',
    );
    expect(said).not.toMatch(/[A-Za-z]/);
    await userEvent.click(within(card).getByRole('button', { name: '1 हाज़िरी दर्ज करें' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^कारण/ })).toHaveAccessibleDescription(
        '1 पंक्ति ऐसे व्याख्यान की है जिनकी सुधार अवधि बीत चुकी है: सुधार का कारण दें',
      ),
    );
  });
});

describe('Sign-in Options in Hindi', () => {
  it('says why there is nothing to choose without single sign-on, in Hindi', async () => {
    server.use(
      http.get(`${TEST_API_HOST}/signInOptions`, () =>
        HttpResponse.json({ single_sign_on: false, password_sign_in: { student: true, 'course instructor': true } }),
      ),
    );
    await openInHindi('साइन-इन विकल्प');
    const title = await screen.findByRole('heading', { name: 'साइन-इन विकल्प', level: 2 });
    expect(await screen.findByText(/^इस सर्वर पर विद्यालय के खाते से साइन इन की व्यवस्था नहीं है/)).toBeInTheDocument();
    expect(title.parentElement!.textContent!.replace(/OIDC/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('turns a role’s passwords off and says it is saved, in Hindi', async () => {
    server.use(
      http.get(`${TEST_API_HOST}/signInOptions`, () =>
        HttpResponse.json({ single_sign_on: true, password_sign_in: { student: true, 'course instructor': true } }),
      ),
      http.post(`${TEST_API_HOST}/setSignInOptions`, async ({ request }) =>
        HttpResponse.json({ single_sign_on: true, ...((await request.json()) as object) }),
      ),
    );
    await openInHindi('साइन-इन विकल्प');
    const form = await screen.findByRole('form', { name: 'साइन-इन विकल्प' });
    expect(form.textContent).not.toMatch(/[A-Za-z]/);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'छात्र पासवर्ड से भी साइन इन कर सकते हैं' }));
    await userEvent.click(within(form).getByRole('button', { name: 'सहेजें' }));
    expect(await within(form).findByText('साइन-इन विकल्प सहेजे गए')).toBeInTheDocument();
  });
});

describe('System in Hindi', () => {
  it("shows the API's and each role app's versions, canary, fallback and load failures in Hindi", async () => {
    const remote = (version: string | null, reachable = true): RemoteHealth => ({
      entry: `http://localhost:8082/${version}/mf-manifest.json`,
      reachable,
      version,
      commit: version ? '3f9c2ab' : null,
      builtAt: version ? '2026-11-26T03:15:42.000Z' : null,
      contractVersion: version ? 1 : null,
      refused: null,
      canary: null,
      fallback: null,
      failures: {},
    });
    const shell: ShellHealth = {
      status: 'degraded',
      contractVersion: 1,
      shared: { react: '19.3.1' },
      remotes: {
        auth: remote('1.0.0-aaaaaaa'),
        student: remote('1.0.0-3f9c2ab'),
        instructor: {
          ...remote('1.0.0-bbbbbbb'),
          canary: { version: '1.0.0-ddddddd', percent: 20 },
          fallback: { version: '1.0.0-aaaaaaa', inUse: false },
          failures: {
            '1.0.0-bbbbbbb': {
              count: 3,
              browsers: 2,
              last: { at: '2026-12-02T10:04:00.000Z', kind: 'entry', message: '' },
            },
          },
        },
        admin: remote(null, false),
      },
    };
    server.use(
      http.get(`${TEST_API_HOST}/health`, () => HttpResponse.json({ status: 'ok', database: 'ok', version: '1.0.0' })),
      http.get('http://localhost/health', () => HttpResponse.json(shell)),
    );
    await openInHindi('प्रणाली की स्थिति');
    const title = await screen.findByRole('heading', { name: 'प्रणाली', level: 2 });
    const table = await screen.findByRole('table', { name: 'चालू भूमिका ऐप' });
    const instructor = within(table).getByRole('row', { name: /प्रशिक्षक ऐप/ });
    expect(instructor).toHaveTextContent('1.0.0-ddddddd, 20% ब्राउज़रों के लिए');
    expect(instructor).toHaveTextContent('1.0.0-aaaaaaa, उपयोग में नहीं');
    expect(instructor).toHaveTextContent(
      '1.0.0-bbbbbbb: 2 ब्राउज़रों से 3 रिपोर्टें, अंतिम 2026-12-02 10:04 UTC को (प्रवेश स्क्रिप्ट लोड नहीं हुई)',
    );
    expect(within(table).getByRole('row', { name: /व्यवस्थापक ऐप/ })).toHaveTextContent('नहीं: इसने उत्तर नहीं दिया');
    const card = title.parentElement!;
    // Versions and commits are data; times are written in UTC.
    expect(card.textContent!.replace(/\d\.\d\.\d-[a-z\d]+|3f9c2ab|UTC/g, '')).not.toMatch(/[A-Za-z]/);
  });
});

describe('The step-up dialog in Hindi', () => {
  it('asks for a current code before an import, in Hindi, with its rule and the refusal of a wrong code', async () => {
    server.use(
      http.post(`${TEST_API_HOST}/importStudents`, async ({ request }) => {
        const body = (await request.json()) as { otp?: string };
        const refused = body.otp ? messages.secondFactorWrong : messages.stepUpNeeded;
        return HttpResponse.json({ ...refused, field: 'otp' }, { status: 403 });
      }),
    );
    await openInHindi('छात्र आयात करें');
    const form = await screen.findByRole('form', { name: 'छात्र आयात करें' });
    await userEvent.upload(
      within(form).getByLabelText('CSV फ़ाइल'),
      new File(['roll_no,name\n1011,Asha Rao'], 'students.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'पूर्वावलोकन' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपने ऑथेंटिकेटर से पुष्टि करें' });
    expect(dialog).toHaveAccessibleDescription('इस कार्य की पुष्टि के लिए अपने ऑथेंटिकेटर ऐप का मौजूदा कोड दें');
    expect(dialog.textContent).not.toMatch(/[A-Za-z]/);
    const code = within(dialog).getByRole('textbox', { name: 'प्रमाणीकरण कोड' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'पुष्टि करें' }));
    expect(code).toHaveAccessibleDescription(/प्रमाणीकरण कोड आवश्यक है$/);
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'पुष्टि करें' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/यह कोड सही नहीं है/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
