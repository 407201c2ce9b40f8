import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chooseLanguage } from '@leave/ui';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import SignUp from './SignUp';

const server = setupMockServer();
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function acceptAddUser(status = 201, body: object = { message: 'User created' }) {
  const received: unknown[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/addUser`, async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

it('shows the student fields by default, with labels tied to inputs', () => {
  renderRemote(SignUp, { route: '/signup' });
  expect(screen.getByLabelText('Role')).toHaveValue('student');
  for (const label of ['Name', 'Roll No.', 'Branch', 'Stream', 'Joining Year', 'Password']) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Joining Year')).toHaveAttribute('type', 'number');
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
});

it('switches to the instructor fields: Registration No. and Department, no Stream or Joining Year', async () => {
  renderRemote(SignUp, { route: '/signup' });
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'course instructor');
  expect(screen.getByLabelText('Registration No.')).toBeInTheDocument();
  expect(screen.getByLabelText('Department')).toBeInTheDocument();
  expect(screen.queryByLabelText('Roll No.')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Stream')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Joining Year')).not.toBeInTheDocument();
});

it('requires every field of the role and sends nothing until they are filled', async () => {
  const received = acceptAddUser();
  renderRemote(SignUp, { route: '/signup' });
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  for (const message of [
    'Name is required',
    'Roll No. is required',
    'Branch is required',
    'Stream is required',
    'Joining Year is required',
    'Password is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(received).toHaveLength(0);
});

/** Fills the instructor's sign-up (Dr. K, 777, Physics) and submits it. */
async function signUpInstructor() {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Role'), 'course instructor');
  await user.type(screen.getByLabelText('Name'), 'Dr. K');
  await user.type(screen.getByLabelText('Registration No.'), '777');
  await user.type(screen.getByLabelText('Department'), 'Physics');
  await user.type(screen.getByLabelText('Password'), 'Kestrel-42');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

it('posts a student with numbers for id and year, then goes to sign in', async () => {
  const received = acceptAddUser();
  renderRemote(SignUp, { route: '/signup' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Roll No.'), '2001');
  await user.type(screen.getByLabelText('Branch'), 'Computer Science');
  await user.type(screen.getByLabelText('Stream'), 'B.Tech');
  await user.type(screen.getByLabelText('Joining Year'), '2025');
  await user.type(screen.getByLabelText('Password'), 'Kestrel-42');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  expect(received).toEqual([
    {
      name: 'Asha Rao',
      user_id: 2001,
      branch: 'Computer Science',
      stream: 'B.Tech',
      joining_year: 2025,
      passwd: 'Kestrel-42',
      role: 'student',
    },
  ]);
});

it('posts an instructor without stream or joining year', async () => {
  const received = acceptAddUser();
  renderRemote(SignUp, { route: '/signup' });
  await signUpInstructor();
  await waitFor(() => expect(received).toHaveLength(1));
  expect(received[0]).toEqual({
    name: 'Dr. K',
    user_id: 777,
    branch: 'Physics',
    passwd: 'Kestrel-42',
    role: 'course instructor',
  });
});

it('alerts on failure, shows why, stays on the page and keeps the input', async () => {
  acceptAddUser(409, { message: 'A student with id 2001 already exists', field: 'user_id' });
  renderRemote(SignUp, { route: '/signup' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Roll No.'), '2001');
  await user.type(screen.getByLabelText('Branch'), 'CS');
  await user.type(screen.getByLabelText('Stream'), 'B.Tech');
  await user.type(screen.getByLabelText('Joining Year'), '2025');
  await user.type(screen.getByLabelText('Password'), 'Kestrel-42');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error occurred while signing up'));
  expect(screen.getByRole('alert')).toHaveTextContent('A student with id 2001 already exists');
  expect(screen.getByTestId('current-path')).toHaveTextContent('/signup');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
});

it('does not alert a sign-up failure when the server cannot be reached: it says so inline', async () => {
  server.use(http.post(`${TEST_API_HOST}/addUser`, () => HttpResponse.error()));
  renderRemote(SignUp, { route: '/signup' });
  await signUpInstructor();
  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  expect(alertSpy).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Name')).toHaveValue('Dr. K');
});

it('rejects an id that is too long, a short password and a joining year that is not a year', async () => {
  const received = acceptAddUser();
  renderRemote(SignUp, { route: '/signup' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Roll No.'), '1234567890');
  await user.type(screen.getByLabelText('Joining Year'), '12');
  await user.type(screen.getByLabelText('Password'), 'abc');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByText('Joining Year must be a year such as 2024')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('Roll No. must be a number of at most 9 digits')).toBeInTheDocument();
  expect(received).toHaveLength(0);
});

it('does not let an instructor use their Registration No. as the password', async () => {
  const received = acceptAddUser();
  renderRemote(SignUp, { route: '/signup' });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Role'), 'Instructor');
  await user.type(screen.getByLabelText('Name'), 'Dr. Asha Rao');
  await user.type(screen.getByLabelText('Registration No.'), '55556666');
  await user.type(screen.getByLabelText('Department'), 'Physics');
  await user.type(screen.getByLabelText('Password'), '55556666');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByText('Password must not be your Registration No.')).toBeInTheDocument();
  expect(received).toHaveLength(0);
});

describe('in Hindi', () => {
  resetLanguageAfterEach();

  it("says the form's rules in Hindi, each field named by its Hindi label", async () => {
    const received = acceptAddUser();
    chooseLanguage('hi');
    renderRemote(SignUp, { route: '/signup' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'साइन अप' });
    await user.type(screen.getByLabelText(/^नाम/), '=Asha');
    await user.type(screen.getByLabelText(/^रोल नंबर/), '1234567890');
    await user.type(screen.getByLabelText(/^प्रवेश वर्ष/), '12');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('नाम =, +, - या @ से शुरू नहीं हो सकता')).toBeInTheDocument();
    expect(screen.getByText('रोल नंबर अधिकतम 9 अंकों की संख्या होनी चाहिए')).toBeInTheDocument();
    expect(screen.getByText('शाखा आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText('संकाय आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText('प्रवेश वर्ष 2024 जैसा कोई वर्ष होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^भूमिका/), 'प्रशिक्षक');
    await user.clear(screen.getByLabelText(/^नाम/));
    await user.type(screen.getByLabelText(/^नाम/), 'Dr. Asha Rao');
    await user.clear(screen.getByLabelText(/^पंजीकरण संख्या/));
    await user.type(screen.getByLabelText(/^पंजीकरण संख्या/), '55556666');
    await user.type(screen.getByLabelText(/^विभाग/), 'Physics');
    await user.clear(screen.getByLabelText(/^पासवर्ड/));
    await user.type(screen.getByLabelText(/^पासवर्ड/), '55556666');
    await user.click(within(form).getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('पासवर्ड आपका पंजीकरण संख्या नहीं हो सकता')).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });
});
