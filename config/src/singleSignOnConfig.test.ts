import { readSingleSignOnConfig } from './singleSignOnConfig';

const LOCAL = {
  OIDC_ISSUER: 'http://localhost:3900',
  OIDC_CLIENT_ID: 'leave-management',
  OIDC_CLIENT_SECRET: 'dev-secret',
};

it('is off unless the issuer, client id and secret are set', () => {
  expect(readSingleSignOnConfig({})).toBeUndefined();
});

it('turns on with the three alone, with defaults that fit the local provider', () => {
  expect(readSingleSignOnConfig(LOCAL)).toEqual({
    issuer: 'http://localhost:3900',
    clientId: 'leave-management',
    clientSecret: 'dev-secret',
    idClaim: 'preferred_username',
    roleRule: { kind: 'claim', claim: 'role', student: ['student'], instructor: ['instructor'] },
    label: 'Sign in with your school account',
    helpContact: 'the school office',
    scopes: 'openid profile',
    redirectUri: 'http://localhost:3001/singleSignOnCallback',
    appUrl: 'http://localhost:8080',
  });
});

it('reads the callback and the app’s address as the app does (API_HOST, PORT, BASE_PATH, WEB_ORIGINS, APP_URL)', () => {
  expect(readSingleSignOnConfig({ ...LOCAL, API_PORT: '13200', PORT: '18200', BASE_PATH: '/leave' })).toMatchObject({
    redirectUri: 'http://localhost:13200/singleSignOnCallback',
    appUrl: 'http://localhost:18200/leave',
  });
  expect(
    readSingleSignOnConfig({
      ...LOCAL,
      API_HOST: 'https://api.riverside.example',
      WEB_ORIGINS: 'https://leave.riverside.example',
    }),
  ).toMatchObject({
    redirectUri: 'https://api.riverside.example/singleSignOnCallback',
    appUrl: 'https://leave.riverside.example',
  });
  expect(readSingleSignOnConfig({ ...LOCAL, APP_URL: 'https://leave.riverside.example/app/' })?.appUrl).toBe(
    'https://leave.riverside.example/app',
  );
});

it('takes a school’s claims, role values, id ranges, scopes and words', () => {
  const config = readSingleSignOnConfig({
    ...LOCAL,
    OIDC_ISSUER: 'https://login.riverside.example/realms/school/',
    OIDC_ID_CLAIM: 'employee_number',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_STUDENT_VALUES: 'students, alumni',
    OIDC_INSTRUCTOR_VALUES: 'faculty',
    OIDC_SCOPES: 'profile email',
    OIDC_BUTTON_LABEL: 'Sign in with Riverside University',
    OIDC_HELP_CONTACT: 'the registrar',
  });
  expect(config).toMatchObject({
    issuer: 'https://login.riverside.example/realms/school',
    idClaim: 'employee_number',
    roleRule: { kind: 'claim', claim: 'groups', student: ['students', 'alumni'], instructor: ['faculty'] },
    scopes: 'openid profile email',
    label: 'Sign in with Riverside University',
    helpContact: 'the registrar',
  });
  expect(readSingleSignOnConfig({ ...LOCAL, OIDC_INSTRUCTOR_IDS: '500-999, 2000' })?.roleRule).toEqual({
    kind: 'ids',
    instructorIds: [
      [500, 999],
      [2000, 2000],
    ],
  });
});

it.each([
  [{ OIDC_ISSUER: 'http://localhost:3900' }, /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET missing/],
  [{ OIDC_BUTTON_LABEL: 'Sign in' }, /OIDC_BUTTON_LABEL is set but single sign-on is off/],
  [{ ...LOCAL, OIDC_ISSUER: 'login.school' }, /OIDC_ISSUER must be an http/],
  [{ ...LOCAL, OIDC_ISSUER: 'http://login.school.example' }, /OIDC_ISSUER must be an https:\/\/ URL/],
  [{ ...LOCAL, OIDC_INSTRUCTOR_IDS: '999-500' }, /OIDC_INSTRUCTOR_IDS must list ids/],
  [{ ...LOCAL, OIDC_INSTRUCTOR_IDS: '500-999', OIDC_ROLE_CLAIM: 'groups' }, /not both/],
  [{ ...LOCAL, OIDC_STUDENT_VALUES: 'staff', OIDC_INSTRUCTOR_VALUES: 'staff' }, /"staff" is in both/],
])('refuses %j at start-up, saying what is wrong', (env, message) => {
  expect(() => readSingleSignOnConfig(env)).toThrow(message);
});
