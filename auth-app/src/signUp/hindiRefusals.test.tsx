/**
 * Sign Up in Hindi says the server's refusals by their codes: an id taken, and the database out of
 * reach (a refusal any call can meet). In English, the server's words.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { errorBody, messages } from '@leave/domain';
import type { ServerMessage } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import SignUp from './SignUp';

const server = setupMockServer();

beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
resetLanguageAfterEach();

const refusing = (status: number, said: ServerMessage, field?: string) =>
  server.use(http.post(`${TEST_API_HOST}/addUser`, () => HttpResponse.json(errorBody(said, field), { status })));

/** Fills the student's fields, labelled in the language in use, and signs up. */
async function signUp(labels: string[], submit: string) {
  renderRemote(SignUp, { route: '/signup' });
  const user = userEvent.setup();
  const values = ['Asha Rao', '2001', 'CS', 'B.Tech', '2025', 'Kestrel-42'];
  for (const [index, label] of labels.entries())
    await user.type(await screen.findByLabelText(new RegExp(`^${label}`)), values[index]!);
  await user.click(screen.getByRole('button', { name: submit }));
}

const HINDI_LABELS = ['नाम', 'रोल नंबर', 'शाखा', 'संकाय', 'प्रवेश वर्ष', 'पासवर्ड'];

it('says in Hindi that the id is taken', async () => {
  refusing(409, messages.userExists('student', 2001), 'user_id');
  chooseLanguage('hi');
  await signUp(HINDI_LABELS, 'साइन अप करें');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('आईडी 2001 वाला छात्र पहले से मौजूद है'));
});

it('says in Hindi that the database is out of reach', async () => {
  refusing(503, messages.databaseUnavailable);
  chooseLanguage('hi');
  await signUp(HINDI_LABELS, 'साइन अप करें');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'डेटाबेस से अभी संपर्क नहीं हो पा रहा है, इसलिए कुछ भी नहीं बदला गया। कुछ सेकंड बाद फिर से प्रयास करें।',
    ),
  );
});

it("keeps the server's English in English", async () => {
  refusing(409, messages.userExists('student', 2001), 'user_id');
  await signUp(['Name', 'Roll No.', 'Branch', 'Stream', 'Joining Year', 'Password'], 'Sign Up');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A student with id 2001 already exists'));
});
