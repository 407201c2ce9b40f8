import { firstRemote } from './firstRemote';

it("guesses the signed-in role's remote from the tab's last session", () => {
  expect(firstRemote('/student', { user_id: 1001, role: 'student', name: 'Aarav Sharma' })).toEqual(['student', 'App']);
  expect(firstRemote('/', { user_id: 501, role: 'course instructor', name: 'Dr. Rao' })).toEqual(['instructor', 'App']);
  expect(firstRemote('/leave/admin', { user_id: 1, role: 'admin', name: 'Admin' })).toEqual(['admin', 'App']);
});

it('guesses the sign-in form for the address when nobody was signed in, under any base path', () => {
  expect(firstRemote('/', null)).toEqual(['auth', 'SignIn']);
  expect(firstRemote('/leave/signup', null)).toEqual(['auth', 'SignUp']);
  expect(firstRemote('/admin', null)).toEqual(['auth', 'AdminSignIn']);
});
