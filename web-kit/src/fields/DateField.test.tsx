import { useState } from 'react';
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createApi } from '@leave/web-kit/state';
import type { SessionAnswer } from '@leave/contract';
import { apiBaseQuery } from '../apiBaseQuery';
import { SignedInStoreProvider } from '../SignedInStoreProvider';
import { chooseLanguage } from '@leave/ui';
import { Translated } from '@leave/ui/i18n';
import { renderWithProviders, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '../testing';
import { fieldsHi } from '../words/fieldsHi';
import { DateField, TimeField } from './DateField';

const server = setupMockServer();
resetLanguageAfterEach();
const api = createApi({ reducerPath: 'dateFieldTestApi', baseQuery: apiBaseQuery, endpoints: () => ({}) });
const Providers = ({ children }: { children: ReactNode }) => (
  <SignedInStoreProvider api={api} apiHost={TEST_API_HOST}>
    {children}
  </SignedInStoreProvider>
);

const school = (locale: string) =>
  server.use(
    http.get(`${TEST_API_HOST}/session`, () =>
      HttpResponse.json<SessionAnswer>({
        user_id: 900,
        role: 'admin',
        name: 'Admin',
        today: '2026-12-02',
        locale,
        time_zone: 'Asia/Kolkata',
      }),
    ),
  );

/** A form's field as the forms hold it: the value the form keeps is shown beside it. */
function Form({ initial = '', kind = 'date' }: { initial?: string; kind?: 'date' | 'time' }) {
  const [value, setValue] = useState(initial);
  const Field = kind === 'date' ? DateField : TimeField;
  return (
    <>
      <Field label="From" value={value} onChange={(event) => setValue(event.target.value)} />
      <output aria-label="Kept">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const kept = () => screen.getByRole('status', { name: 'Kept' });

it("shows a date in the school's format, not the browser's, and keeps it as YYYY-MM-DD", async () => {
  school('en-GB');
  renderWithProviders(<Form initial="2026-12-03" />, { wrapper: Providers });
  const from = screen.getByRole('textbox', { name: 'From' });
  expect(await screen.findByDisplayValue('03/12/2026')).toBe(from);
  expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  expect(screen.getByText('Thu, 3 Dec 2026')).toBeInTheDocument();

  await userEvent.clear(from);
  await userEvent.type(from, '5/1/2027');
  expect(kept()).toHaveTextContent('2027-01-05');
  expect(screen.getByText('Tue, 5 Jan 2027')).toBeInTheDocument();
  // YYYY-MM-DD is understood as well.
  await userEvent.clear(from);
  await userEvent.type(from, '2027-01-06');
  expect(kept()).toHaveTextContent('2027-01-06');
});

it('says in words what is wrong with a date once the person leaves the field, and loses nothing typed', async () => {
  school('en-GB');
  renderWithProviders(<Form />, { wrapper: Providers });
  const from = await screen.findByRole('textbox', { name: 'From' });
  await userEvent.type(from, '12/31/2026');
  // Not while typing.
  expect(from).not.toHaveAccessibleDescription();
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(from).toHaveAccessibleDescription(
    'From: there is no date 12/31/2026. Write it as DD/MM/YYYY, such as 03/12/2026.',
  );
  expect(from).toBeInvalid();
  expect(from).toHaveValue('12/31/2026');
  // The form keeps what was typed, so its own check refuses it rather than taking no date.
  expect(kept()).toHaveTextContent('12/31/2026');

  await userEvent.clear(from);
  await userEvent.type(from, 'next Monday');
  expect(from).toHaveAccessibleDescription('From must be a date written DD/MM/YYYY, such as 03/12/2026.');
  await userEvent.clear(from);
  expect(kept()).toHaveTextContent('');
  expect(from).not.toHaveAccessibleDescription();
});

it("follows the school's locale: month first in en-US", async () => {
  school('en-US');
  renderWithProviders(<Form initial="2026-12-03" />, { wrapper: Providers });
  expect(await screen.findByDisplayValue('12/03/2026')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
});

it('takes a time on the 24-hour clock as the school writes it, and refuses 2:30 PM in words', async () => {
  school('en-GB');
  renderWithProviders(<Form kind="time" initial="09:00" />, { wrapper: Providers });
  const from = screen.getByRole('textbox', { name: 'From' });
  expect(from).toHaveValue('09:00');
  expect(from).toHaveAttribute('placeholder', 'HH:MM');
  await userEvent.clear(from);
  await userEvent.type(from, '1430');
  expect(kept()).toHaveTextContent('14:30');
  await userEvent.clear(from);
  await userEvent.type(from, '2:30 PM');
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(from).toHaveAccessibleDescription(
    'From must be a time on the 24-hour clock written HH:MM, such as 09:00 or 14:30.',
  );
  expect(kept()).toHaveTextContent('2:30 PM');
});

it('says what it cannot read in the person’s language: Hindi from the catalogue of the view that shows it', async () => {
  school('en-GB');
  chooseLanguage('hi');
  renderWithProviders(
    <Translated load={async () => ({ default: fieldsHi })}>
      <Form />
      <Form kind="time" />
    </Translated>,
    { wrapper: Providers },
  );
  const [date, time] = await screen.findAllByRole('textbox', { name: 'From' });
  await userEvent.type(date!, '12/31/2026');
  await userEvent.type(time!, '2:30 PM');
  await userEvent.click(screen.getAllByRole('button', { name: 'Elsewhere' })[0]!);
  expect(time).toHaveAccessibleDescription(
    'From 24 घंटे की घड़ी का समय होना चाहिए, HH:MM के रूप में लिखा, जैसे 09:00 या 14:30।',
  );
  expect(date).toHaveAccessibleDescription(
    'From: 12/31/2026 नाम की कोई तारीख़ नहीं है। इसे DD/MM/YYYY के रूप में लिखें, जैसे 03/12/2026।',
  );
  await userEvent.clear(date!);
  await userEvent.type(date!, 'next Monday');
  expect(date).toHaveAccessibleDescription('From DD/MM/YYYY के रूप में लिखी गई तारीख़ होनी चाहिए, जैसे 03/12/2026।');
});
