/** Sign-in with the school account (issue 41) on the sign-in page, and the page a refused one lands on. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SingleSignOnStatus } from '@leave/contract';
import { renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import SignIn from '../signIn/SignIn';
import SchoolAccountProblem from './SchoolAccountProblem';

const server = setupMockServer();

const status = (changes: Partial<SingleSignOnStatus>) =>
  server.use(
    http.get(`${TEST_API_HOST}/singleSignOnStatus`, () =>
      HttpResponse.json<SingleSignOnStatus>({
        enabled: true,
        available: true,
        label: 'Sign in with Riverside University',
        help_contact: 'the registrar (registrar@riverside.example)',
        password_sign_in: { student: true, 'course instructor': true },
        ...changes,
      }),
    ),
  );

describe('the sign-in page', () => {
  it('offers the school account with the configured words, as a link to the API’s start, beside the form', async () => {
    status({});
    renderRemote(SignIn);
    const link = await screen.findByRole('link', { name: 'Sign in with Riverside University' });
    expect(link).toHaveAttribute('href', `${TEST_API_HOST}/startSingleSignOn`);
    expect(screen.getByText('or sign in with your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('says the school account is unavailable while the provider cannot be reached, and keeps the form', async () => {
    status({ available: false });
    renderRemote(SignIn);
    expect(await screen.findByText(/Sign-in with the school account is unavailable right now/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Riverside/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('stays as the seed had it when single sign-on is off', async () => {
    renderRemote(SignIn);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('or sign in with your password')).not.toBeInTheDocument();
    // The seed's one link, and the admin's way to their own sign-in beside it (issue 59).
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Don't have an account? Sign Up",
      'School admin? Sign in here',
    ]);
  });
});

describe('the page a refused sign-in lands on', () => {
  it('tells a person not set up here whom to ask, titled so', async () => {
    status({});
    renderRemote(SchoolAccountProblem, { route: '/school-account?problem=not-set-up' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Not Set Up Here' })).toBeInTheDocument();
    expect(await screen.findByText(/Ask the registrar \(registrar@riverside.example\) to add you/)).toBeInTheDocument();
    expect(document.title).toMatch(/Account Not Set Up Here/);
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /Try the school sign-in again/ })).not.toBeInTheDocument();
  });

  it('offers another try after a failed one, and reads an unknown problem as failed', async () => {
    status({});
    renderRemote(SchoolAccountProblem, { route: '/school-account?problem=<script>' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in Not Completed' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Try the school sign-in again' })).toHaveAttribute(
      'href',
      `${TEST_API_HOST}/startSingleSignOn`,
    );
  });

  it('says a deactivated account is deactivated', () => {
    status({});
    renderRemote(SchoolAccountProblem, { route: '/school-account?problem=deactivated' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Deactivated' })).toBeInTheDocument();
  });
});
