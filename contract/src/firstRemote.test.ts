import { firstRemote } from './firstRemote';

it("guesses a dashboard's remote from its address, under any base path, signed in or not", () => {
  expect(firstRemote('/student', null)).toEqual(['student', 'App']);
  expect(firstRemote('/leave/instructor', 'student')).toEqual(['instructor', 'App']);
});

it("guesses the signed-in role's remote on the home page from the role most likely signed in", () => {
  expect(firstRemote('/', 'student')).toEqual(['student', 'App']);
  expect(firstRemote('/leave/', 'course instructor')).toEqual(['instructor', 'App']);
});

it('guesses the sign-in forms when nobody was signed in, and the admin dashboard for an admin', () => {
  expect(firstRemote('/', null)).toEqual(['auth', 'SignIn']);
  expect(firstRemote('/leave/signup', null)).toEqual(['auth', 'SignUp']);
  expect(firstRemote('/admin', null)).toEqual(['auth', 'AdminSignIn']);
  expect(firstRemote('/admin', 'admin')).toEqual(['admin', 'App']);
});

it('guesses the page a sign-in with the school account lands on when it signed nobody in', () => {
  expect(firstRemote('/leave/school-account', null)).toEqual(['auth', 'SchoolAccountProblem']);
});
