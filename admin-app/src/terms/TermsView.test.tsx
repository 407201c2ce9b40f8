/** Terms & Holidays (issue 34), through the admin's menu, against a small fake of the term API. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, toIsoDate } from '@leave/contract';
import type { Holiday, HolidayImport, HolidayPayload, TermEdit, TermListEntry, TermPayload } from '@leave/contract';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };
/** The notice a message sits in (the notice takes the focus). */
const noticeOf = (text: HTMLElement) => text.closest('[tabindex="-1"]');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const today = toIsoDate(new Date());

/** The terms, holidays and calls of a fake backend, changed by the calls as the real one would. */
function backend() {
  const terms: TermListEntry[] = [
    { term_id: 1, name: 'Summer 2025', first_day: '2025-05-05', last_day: '2025-07-25', courses: 0, holidays: 1 },
    {
      term_id: 2,
      name: 'Academic Year',
      first_day: addDays(today, -90),
      last_day: addDays(today, 200),
      courses: 4,
      holidays: 0,
    },
  ];
  const holidays: Holiday[] = [
    { holiday_id: 7, term_id: 1, from_date: '2025-06-04', to_date: '2025-06-04', name: "Founders' Day" },
  ];
  const sent: Record<string, unknown[]> = {};
  const record = async (path: string, request: Request) => {
    const body = await request.json();
    (sent[path] ??= []).push(body);
    return body;
  };
  server.use(
    http.get(`${TEST_API_HOST}/terms`, ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('page_size'));
      return HttpResponse.json({ items: terms, total: terms.length, page: 1, page_size: size });
    }),
    http.post(`${TEST_API_HOST}/addTerm`, async ({ request }) => {
      const term = (await record('addTerm', request)) as TermPayload;
      if (term.first_day <= terms[1]!.last_day && term.last_day >= terms[1]!.first_day) {
        return HttpResponse.json(
          { message: `${term.name} would share days with Academic Year: terms may not overlap`, field: 'first_day' },
          { status: 409 },
        );
      }
      terms.push({ ...term, term_id: 3, courses: 0, holidays: 0 });
      return HttpResponse.json({ message: `Term ${term.name} added`, term: { ...term, term_id: 3 } }, { status: 201 });
    }),
    http.post(`${TEST_API_HOST}/copyTimetables`, async ({ request }) => {
      await record('copyTimetables', request);
      const [from, to] = [terms[1]!, terms.at(-1)!];
      [to.courses, from.courses] = [from.courses, 0];
      return HttpResponse.json({
        message: `4 courses of ${from.name} now meet in ${to.name}, with the same weekly meetings`,
        copied: ['CS101', 'CS201', 'MA101', 'MA201'],
        refused: [],
      });
    }),
    http.post(`${TEST_API_HOST}/editTerm`, async ({ request }) => {
      const edit = (await record('editTerm', request)) as TermEdit;
      Object.assign(
        terms.find((term) => term.term_id === edit.term_id)!,
        edit,
      );
      return HttpResponse.json({ message: `Term ${edit.name} updated`, term: edit });
    }),
    http.post(`${TEST_API_HOST}/removeTerm`, async ({ request }) => {
      const { term_id } = (await record('removeTerm', request)) as { term_id: number };
      const index = terms.findIndex((term) => term.term_id === term_id);
      const [removed] = terms.splice(index, 1);
      return HttpResponse.json({ message: `Term ${removed!.name} removed` });
    }),
    http.get(`${TEST_API_HOST}/holidays`, ({ request }) => {
      const termId = Number(new URL(request.url).searchParams.get('term_id'));
      const items = holidays.filter((holiday) => holiday.term_id === termId);
      return HttpResponse.json({ items, total: items.length, page: 1, page_size: 25 });
    }),
    http.post(`${TEST_API_HOST}/addHoliday`, async ({ request }) => {
      const holiday = (await record('addHoliday', request)) as HolidayPayload;
      const term = terms.find((one) => one.term_id === holiday.term_id)!;
      if (holiday.from_date < term.first_day || (holiday.to_date ?? holiday.from_date) > term.last_day) {
        return HttpResponse.json(
          { message: `A holiday must be inside ${term.name} (5 May 2025 to 25 Jul 2025)`, field: 'from_date' },
          { status: 400 },
        );
      }
      const added = { ...holiday, to_date: holiday.to_date ?? holiday.from_date, holiday_id: holidays.length + 10 };
      holidays.push(added);
      term.holidays += 1;
      return HttpResponse.json({ message: `${holiday.name} added`, holiday: added }, { status: 201 });
    }),
    http.post(`${TEST_API_HOST}/removeHoliday`, async ({ request }) => {
      const { holiday_id } = (await record('removeHoliday', request)) as { holiday_id: number };
      const [removed] = holidays.splice(
        holidays.findIndex((holiday) => holiday.holiday_id === holiday_id),
        1,
      );
      return HttpResponse.json({ message: `${removed!.name} removed` });
    }),
  );
  return { terms, holidays, sent };
}

const open = async () => {
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Terms & Holidays');
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('Terms', () => {
  it('lists each term with its days, courses and holidays, and offers Remove only for a term without courses', async () => {
    backend();
    await open();
    expect(document.title).toBe('Terms & Holidays - Leave Management');
    expect(screen.getByRole('heading', { name: 'Terms & Holidays' })).toHaveFocus();
    const table = await screen.findByRole('table', { name: 'Terms' });
    const [, summer] = within(table).getAllByRole('row');
    expect(cells(summer!).slice(0, 6)).toEqual(['Summer 2025', 'Mon, 5 May 2025', 'Fri, 25 Jul 2025', '82', '0', '1']);
    expect(screen.getByText('2 terms')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove Summer 2025' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Remove Academic Year' })).not.toBeInTheDocument();
    // The holidays shown at first are those of the term holding today.
    expect(screen.getByLabelText('Holidays of term')).toHaveDisplayValue('Academic Year');
    expect(await screen.findByText('No holidays in Academic Year yet.')).toBeInTheDocument();
  });

  it("adds a term, checking it first as the server does and saying the server's refusal beside the field", async () => {
    const api = backend();
    await open();
    const form = screen.getByRole('form', { name: 'Add Term' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Term' }));
    expect(within(form).getByLabelText('Term name')).toHaveFocus();
    expect(within(form).getByLabelText('Term name')).toHaveAccessibleDescription(
      'Such as Autumn 2026 Term name is required',
    );

    await userEvent.type(within(form).getByLabelText('Term name'), 'Spring 2027');
    await userEvent.type(within(form).getByLabelText('First day'), addDays(today, 100));
    await userEvent.type(within(form).getByLabelText('Last day'), addDays(today, 50));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Term' }));
    expect(within(form).getByLabelText('Last day')).toHaveFocus();
    expect(within(form).getByText('Last day must not be before First day')).toBeInTheDocument();
    expect(api.sent.addTerm).toBeUndefined();

    await userEvent.clear(within(form).getByLabelText('Last day'));
    await userEvent.type(within(form).getByLabelText('Last day'), addDays(today, 150));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Term' }));
    const refusal = await within(form).findByText(
      'Spring 2027 would share days with Academic Year: terms may not overlap',
    );
    expect(within(form).getByLabelText('First day')).toHaveFocus();
    expect(within(form).getByLabelText('First day')).toHaveAccessibleDescription(
      `The first day of teaching ${refusal.textContent}`,
    );

    await userEvent.clear(within(form).getByLabelText('First day'));
    await userEvent.type(within(form).getByLabelText('First day'), '2028-01-10');
    await userEvent.clear(within(form).getByLabelText('Last day'));
    await userEvent.type(within(form).getByLabelText('Last day'), '2028-05-26');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Term' }));
    expect(await screen.findByText('Term Spring 2027 added')).toBeInTheDocument();
    expect(api.sent.addTerm!.at(-1)).toEqual({ name: 'Spring 2027', first_day: '2028-01-10', last_day: '2028-05-26' });
    expect(within(form).getByLabelText('Term name')).toHaveValue('');
    // The list is asked again: the new term is in it.
    expect(await screen.findByRole('cell', { name: 'Spring 2027' })).toBeInTheDocument();
  });

  it("moves to the new term's holidays and offers to copy the previous term's timetables into it", async () => {
    const api = backend();
    await open();
    const form = screen.getByRole('form', { name: 'Add Term' });
    await userEvent.type(within(form).getByLabelText('Term name'), 'Spring 2027');
    await userEvent.type(within(form).getByLabelText('First day'), '2028-01-10');
    await userEvent.type(within(form).getByLabelText('Last day'), '2028-05-26');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Term' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Holidays' })).toHaveFocus());
    await waitFor(() => expect(screen.getByLabelText('Holidays of term')).toHaveDisplayValue('Spring 2027'));
    const offer = await screen.findByRole('region', { name: 'Copy timetables from Academic Year?' });
    expect(offer).toHaveTextContent('The 4 courses of Academic Year can meet in Spring 2027');
    await userEvent.click(within(offer).getByRole('button', { name: 'Copy Timetables' }));
    expect(
      noticeOf(
        await within(offer).findByText(
          '4 courses of Academic Year now meet in Spring 2027, with the same weekly meetings',
        ),
      ),
    ).toHaveFocus();
    expect(api.sent.copyTimetables).toEqual([{ from_term_id: 2, to_term_id: 3 }]);
    await userEvent.click(within(offer).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('region', { name: /^Copy timetables/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Holidays' })).toHaveFocus());
  });

  it('Not Now puts the offer away and leaves the focus on the holidays, not the page', async () => {
    const api = backend();
    await open();
    const form = screen.getByRole('form', { name: 'Add Term' });
    await userEvent.type(within(form).getByLabelText('Term name'), 'Spring 2027');
    await userEvent.type(within(form).getByLabelText('First day'), '2028-01-10');
    await userEvent.type(within(form).getByLabelText('Last day'), '2028-05-26');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Term' }));
    const offer = await screen.findByRole('region', { name: 'Copy timetables from Academic Year?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Not Now' }));

    expect(screen.queryByRole('region', { name: /^Copy timetables/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Holidays' })).toHaveFocus());
    expect(screen.getByLabelText('Holidays of term')).toHaveDisplayValue('Spring 2027');
    expect(api.sent.copyTimetables).toBeUndefined();
  });

  it('offers nothing to copy when the term before has no course, and Not Now puts the offer away', async () => {
    const api = backend();
    await open();
    const form = screen.getByRole('form', { name: 'Add Term' });
    // Before Summer 2025, whose term has no course: nothing to copy.
    await userEvent.type(within(form).getByLabelText('Term name'), 'Autumn 2025');
    await userEvent.type(within(form).getByLabelText('First day'), '2025-08-04');
    await userEvent.type(within(form).getByLabelText('Last day'), '2025-08-29');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Term' }));
    await waitFor(() => expect(screen.getByLabelText('Holidays of term')).toHaveDisplayValue('Autumn 2025'));
    expect(screen.queryByRole('region', { name: /^Copy timetables/ })).not.toBeInTheDocument();
    expect(api.sent.copyTimetables).toBeUndefined();
  });

  it("edits a term from its row, starting at the form's heading, and says so above the list", async () => {
    const api = backend();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Summer 2025' }));
    const form = screen.getByRole('form', { name: 'Edit Term Summer 2025' });
    expect(screen.getByRole('heading', { name: 'Edit Term Summer 2025' })).toHaveFocus();
    expect(within(form).getByLabelText('First day')).toHaveValue('05/05/2025');
    await userEvent.clear(within(form).getByLabelText('Term name'));
    await userEvent.type(within(form).getByLabelText('Term name'), 'Summer School 2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Term' }));
    expect(noticeOf(await screen.findByText('Term Summer School 2025 updated'))).toHaveFocus();
    expect(api.sent.editTerm).toEqual([
      { term_id: 1, name: 'Summer School 2025', first_day: '2025-05-05', last_day: '2025-07-25' },
    ]);
    expect(screen.getByRole('form', { name: 'Add Term' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Summer School 2025' })).toBeInTheDocument();
  });

  it('cancelling an edit goes back to the row it started from', async () => {
    backend();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Summer 2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Summer 2025' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Add Term' })).toBeInTheDocument();
  });

  it('asks before removing a term and its holidays, then removes it', async () => {
    const api = backend();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Summer 2025' }));
    const question = screen.getByRole('group', { name: 'Remove Summer 2025?' });
    expect(question).toHaveTextContent('Remove Summer 2025 and its 1 holiday?');
    expect(within(question).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('button', { name: 'Remove Summer 2025' })).toHaveFocus();
    expect(api.sent.removeTerm).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Summer 2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(noticeOf(await screen.findByText('Term Summer 2025 removed'))).toHaveFocus();
    expect(api.sent.removeTerm).toEqual([{ term_id: 1 }]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Summer 2025' })).not.toBeInTheDocument());
  });

  it("shows the server's refusal when the term has courses after all", async () => {
    backend();
    server.use(
      http.post(`${TEST_API_HOST}/removeTerm`, () =>
        HttpResponse.json(
          { message: 'Summer 2025 still has courses: move them to another term first', field: 'term_id' },
          { status: 409 },
        ),
      ),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Summer 2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const refusal = await screen.findByText('Summer 2025 still has courses: move them to another term first');
    expect(noticeOf(refusal)).toHaveFocus();
    expect(noticeOf(refusal)).toHaveAttribute('role', 'alert');
  });
});

describe('Holidays', () => {
  const chooseSummer = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Holidays of Summer 2025' }));
    expect(screen.getByRole('heading', { name: 'Holidays' })).toHaveFocus();
    return screen.findByRole('table', { name: 'Holidays of Summer 2025' });
  };

  it("lists a term's holidays, adds a break, says a refusal beside the day it names, and removes one", async () => {
    const api = backend();
    await open();
    const table = await chooseSummer();
    expect(cells(within(table).getAllByRole('row')[1]!).slice(0, 3)).toEqual(["Founders' Day", 'Wed, 4 Jun 2025', '1']);

    const form = screen.getByRole('form', { name: 'Add Holiday' });
    await userEvent.type(within(form).getByLabelText('Holiday name'), 'Old Day');
    await userEvent.type(within(form).getByLabelText('First day'), '2025-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Holiday' }));
    expect(
      await within(form).findByText('A holiday must be inside Summer 2025 (5 May 2025 to 25 Jul 2025)'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('First day')).toHaveFocus();

    await userEvent.clear(within(form).getByLabelText('Holiday name'));
    await userEvent.type(within(form).getByLabelText('Holiday name'), 'Mid-term Break');
    await userEvent.clear(within(form).getByLabelText('First day'));
    await userEvent.type(within(form).getByLabelText('First day'), '2025-06-16');
    await userEvent.type(within(form).getByLabelText('Last day'), '2025-06-20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Holiday' }));
    expect(noticeOf(await screen.findByText('Mid-term Break added'))).toHaveFocus();
    expect(api.sent.addHoliday!.at(-1)).toEqual({
      term_id: 1,
      name: 'Mid-term Break',
      from_date: '2025-06-16',
      to_date: '2025-06-20',
    });
    const breakRow = (await within(table).findByRole('cell', { name: 'Mid-term Break' })).closest('tr')!;
    expect(cells(breakRow).slice(1, 3)).toEqual(['Mon, 16 Jun – Fri, 20 Jun 2025', '5']);
    // The term's count follows.
    const termRow = screen.getByRole('cell', { name: 'Summer 2025' }).closest('tr')!;
    await waitFor(() => expect(cells(termRow)[5]).toBe('2'));

    await userEvent.click(within(table).getByRole('button', { name: "Remove Founders' Day, Wed, 4 Jun 2025" }));
    expect(noticeOf(await screen.findByText("Founders' Day removed"))).toHaveFocus();
    expect(api.sent.removeHoliday).toEqual([{ holiday_id: 7 }]);
    await waitFor(() => expect(within(table).queryByText("Founders' Day")).not.toBeInTheDocument());
  });

  it('imports holidays from an iCalendar file: preview, then add', async () => {
    backend();
    const sent: HolidayImport[] = [];
    server.use(
      http.post(`${TEST_API_HOST}/importHolidays`, async ({ request }) => {
        const body = (await request.json()) as HolidayImport;
        sent.push(body);
        const rows = [
          {
            line: 2,
            from_date: '2025-13-01',
            to_date: '2025-13-01',
            name: 'Typo Day',
            status: 'bad value',
            column: 'DTSTART',
            message: 'DTSTART must be a calendar date written YYYY-MM-DD',
          },
          {
            line: 1,
            from_date: '2025-06-09',
            to_date: '2025-06-10',
            name: 'Exam Break',
            status: body.apply ? 'added' : 'will add',
          },
        ];
        return HttpResponse.json({
          applied: Boolean(body.apply),
          message: body.apply ? '1 holiday added' : '1 of 2 holidays can be added. Nothing has been changed yet.',
          counts: { 'will add': body.apply ? 0 : 1, added: body.apply ? 1 : 0, 'already there': 0, 'bad value': 1 },
          rows,
        });
      }),
    );
    await open();
    await chooseSummer();
    const section = screen.getByRole('region', { name: 'Import Holidays' });
    const ics = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Exam Break\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await userEvent.upload(
      within(section).getByLabelText('CSV or iCalendar file'),
      new File([ics], 'school.ics', { type: 'text/calendar' }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Preview' }));
    expect(noticeOf(await within(section).findByText(/1 of 2 holidays can be added/))).toHaveFocus();
    expect(sent).toEqual([{ term_id: 1, format: 'ics', content: ics, apply: false }]);
    const rows = within(within(section).getByRole('table', { name: 'Rows of school.ics' })).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual([
      '2',
      '2025-13-01',
      'Typo Day',
      'bad value',
      'DTSTART: DTSTART must be a calendar date written YYYY-MM-DD',
    ]);
    expect(cells(rows[2]!)[1]).toBe('Mon, 9 Jun – Tue, 10 Jun 2025');

    await userEvent.click(within(section).getByRole('button', { name: 'Add 1 holiday' }));
    expect(noticeOf(await within(section).findByText('1 holiday added'))).toHaveFocus();
    expect(sent[1]).toEqual({ term_id: 1, format: 'ics', content: ics, apply: true });
  });

  it('reads a CSV file as CSV, and says a refusal of the file under the file field', async () => {
    backend();
    server.use(
      http.post(`${TEST_API_HOST}/importHolidays`, async ({ request }) => {
        const body = (await request.json()) as HolidayImport;
        expect(body.format).toBe('csv');
        return HttpResponse.json(
          { message: 'The file must have the columns date, name: name is missing', field: 'content' },
          { status: 400 },
        );
      }),
    );
    await open();
    const section = await screen.findByRole('region', { name: 'Import Holidays' });
    await userEvent.upload(
      within(section).getByLabelText('CSV or iCalendar file'),
      new File(['date\n2026-12-24'], 'days.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Preview' }));
    expect(
      await within(section).findByText('The file must have the columns date, name: name is missing'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('CSV or iCalendar file')).toHaveFocus();
  });
});

describe('Public holidays', () => {
  it("lists a country's holidays in the term, adds those ticked one by one and reports each", async () => {
    const api = backend();
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${TEST_API_HOST}/publicHolidays`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          country: 'IN',
          region: 'KA',
          items: [
            { date: '2025-05-12', name: 'Buddha Purnima', added: false },
            { date: '2025-06-04', name: 'Bakrid', added: true },
            { date: '2025-07-06', name: 'Muharram', added: false },
            { date: '2025-07-20', name: 'Far Too Long A Name', added: false },
          ],
        });
      }),
      http.post(`${TEST_API_HOST}/addHoliday`, async ({ request }) => {
        const holiday = (await request.json()) as HolidayPayload;
        (api.sent.addHoliday ??= []).push(holiday);
        if (holiday.name === 'Far Too Long A Name') {
          return HttpResponse.json(
            { message: 'Summer 2025 already has Far Too Long A Name on 20 Jul 2025', field: 'from_date' },
            { status: 409 },
          );
        }
        return HttpResponse.json(
          { message: `${holiday.name} (${holiday.from_date}) added`, holiday: { ...holiday, holiday_id: 99 } },
          { status: 201 },
        );
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Holidays of Summer 2025' }));
    const card = screen.getByRole('region', { name: 'Public Holidays' });
    await userEvent.selectOptions(within(card).getByLabelText('Country'), 'IN');
    await userEvent.type(within(card).getByLabelText('Region code'), 'ka');
    await userEvent.click(within(card).getByRole('button', { name: 'Find Public Holidays' }));
    const list = await within(card).findByRole('group', { name: 'Public holidays of India, region KA in Summer 2025' });
    // What was found is read out first.
    expect(
      within(card).getByText(
        '4 public holidays of India, region KA fall inside Summer 2025, 1 of them a holiday already.',
      ),
    ).toHaveFocus();
    expect(asked[0]?.get('term_id')).toBe('1');
    expect(asked[0]?.get('country')).toBe('IN');
    expect(asked[0]?.get('region')).toBe('KA');
    const bakrid = within(list).getByRole('checkbox', { name: 'Wed, 4 Jun 2025: Bakrid (already a holiday)' });
    expect(bakrid).toBeChecked();
    expect(bakrid).toBeDisabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Add holidays' }));
    expect(within(list).getByRole('checkbox', { name: 'Mon, 12 May 2025: Buddha Purnima' })).toHaveFocus();
    expect(within(list).getByText('Tick the holidays to add')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Mon, 12 May 2025: Buddha Purnima' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Sun, 20 Jul 2025: Far Too Long A Name' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add 2 holidays' }));
    const report = noticeOf(await within(card).findByText(/1 of 2 added/))!;
    expect(report).toHaveFocus();
    expect(
      within(report as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Buddha Purnima (2025-05-12) added',
      'Far Too Long A Name: Summer 2025 already has Far Too Long A Name on 20 Jul 2025',
    ]);
    expect(api.sent.addHoliday).toEqual([
      { term_id: 1, from_date: '2025-05-12', name: 'Buddha Purnima' },
      { term_id: 1, from_date: '2025-07-20', name: 'Far Too Long A Name' },
    ]);
    // The list is asked again, as the holidays changed.
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
  });

  it("checks a typed country code, and says the server's refusal beside it", async () => {
    backend();
    server.use(
      http.get(`${TEST_API_HOST}/publicHolidays`, () =>
        HttpResponse.json(
          {
            message:
              'There are no public holidays known for XX: use a two-letter country code (and a region code the library knows)',
            field: 'country',
          },
          { status: 400 },
        ),
      ),
    );
    await open();
    const card = await screen.findByRole('region', { name: 'Public Holidays' });
    await userEvent.click(within(card).getByRole('button', { name: 'Find Public Holidays' }));
    expect(within(card).getByLabelText('Country')).toHaveFocus();
    expect(within(card).getByText('Country code is required')).toBeInTheDocument();

    await userEvent.selectOptions(within(card).getByLabelText('Country'), 'Another country: type its code');
    await userEvent.type(within(card).getByLabelText('Country code'), 'x1');
    await userEvent.click(within(card).getByRole('button', { name: 'Find Public Holidays' }));
    expect(within(card).getByLabelText('Country code')).toHaveFocus();
    expect(
      within(card).getByText('Country code must be a two-letter country code such as IN or US'),
    ).toBeInTheDocument();

    await userEvent.clear(within(card).getByLabelText('Country code'));
    await userEvent.type(within(card).getByLabelText('Country code'), 'xx');
    await userEvent.click(within(card).getByRole('button', { name: 'Find Public Holidays' }));
    expect(await within(card).findByText(/There are no public holidays known for XX/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Country code')).toHaveFocus();
  });
});
