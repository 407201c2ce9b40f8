import { readServeConfig } from './serveConfig';

it("lets a browser preview a remote from the remotes' own hosts and this machine's, unless in production", () => {
  expect(readServeConfig({ PORT: '9000' }).runtime.overrideOrigins).toEqual([
    'http://localhost:9001',
    'http://localhost:9002',
    'http://localhost:9003',
    'http://localhost:9004',
    'http://localhost:*',
    'http://127.0.0.1:*',
  ]);
  expect(readServeConfig({ NODE_ENV: 'production' }).runtime.overrideOrigins).toBeUndefined();
  expect(readServeConfig({ REMOTE_PREVIEW_ORIGINS: 'none' }).runtime.overrideOrigins).toBeUndefined();
});

it('takes the origins the operator lists, in production too, and refuses what is not an origin', () => {
  const env = {
    NODE_ENV: 'production',
    REMOTE_PREVIEW_ORIGINS: 'https://preview.example.edu/, http://10.0.0.5:8082, http://localhost:*',
  };
  expect(readServeConfig(env).runtime.overrideOrigins).toEqual([
    'https://preview.example.edu',
    'http://10.0.0.5:8082',
    'http://localhost:*',
  ]);
  for (const bad of [
    'preview.example.edu',
    'ftp://files.example.edu',
    'http://localhost:8082:*',
    'https://a.example/x',
  ]) {
    expect(() => readServeConfig({ REMOTE_PREVIEW_ORIGINS: bad })).toThrow(
      `REMOTE_PREVIEW_ORIGINS must list http(s) origins (a port may be *, as in http://localhost:*) or be none, got "${bad}"`,
    );
  }
});

it("gives each remote's development server a port of its own, never one the launcher serves", () => {
  const config = readServeConfig({ PORT: '9000', API_PORT: '3005' });
  expect(config.remotePorts).toEqual({ auth: 9001, student: 9002, instructor: 9003, admin: 9004 });
  expect(config.remoteDevPorts).toEqual({ auth: 9011, student: 9012, instructor: 9013, admin: 9014 });
  // The standalone harness on its port may call the API.
  expect(config.webOrigins).toEqual(expect.arrayContaining(['http://localhost:9012', 'http://127.0.0.1:9012']));
  expect(readServeConfig({ STUDENT_APP_DEV_PORT: '7002', INSTRUCTOR_APP_DEV_PORT: '7003' }).remoteDevPorts).toEqual({
    auth: 8091,
    student: 7002,
    instructor: 7003,
    admin: 8094,
  });
  expect(() => readServeConfig({ STUDENT_APP_DEV_PORT: '8082' })).toThrow(
    'STUDENT_APP_DEV_PORT is 8082, the port the student remote is served on: a development server takes a port of its own',
  );
  expect(() => readServeConfig({ ADMIN_APP_DEV_PORT: '8080' })).toThrow(
    'ADMIN_APP_DEV_PORT is 8080, the port the shell is served on',
  );
  expect(() => readServeConfig({ AUTH_APP_DEV_PORT: '3001' })).toThrow('the port the API is served on');
  expect(() => readServeConfig({ AUTH_APP_DEV_PORT: '7000', ADMIN_APP_DEV_PORT: '7000' })).toThrow(
    "ADMIN_APP_DEV_PORT is 7000, the port of the auth remote's development server",
  );
  // Unset, the port is the served one + 10: the message says so, and what to set.
  expect(() => readServeConfig({ PORT: '9000', API_PORT: '9012' })).toThrow(
    "STUDENT_APP_DEV_PORT is not set, so the student remote's development server takes 9012 (its served port + 10), " +
      'the port the API is served on: a development server takes a port of its own; set STUDENT_APP_DEV_PORT to a free port',
  );
  expect(() => readServeConfig({ PORT: '9000', API_PORT: '9012', STUDENT_APP_DEV_PORT: '7002' })).not.toThrow();
  expect(() => readServeConfig({ PORT: '65530' })).toThrow(
    "AUTH_APP_DEV_PORT is not set, so the auth remote's development server takes 65541 (its served port + 10), " +
      'which is not a port: set AUTH_APP_DEV_PORT to a port between 1 and 65535',
  );
  expect(() => readServeConfig({ STUDENT_APP_DEV_PORT: 'x' })).toThrow(
    'STUDENT_APP_DEV_PORT must be a port number between 1 and 65535, got "x"',
  );
});

it('serves the remotes from the launcher unless told they run separately', () => {
  expect(readServeConfig({}).remotesSeparately).toBe(false);
  expect(readServeConfig({ SERVE_REMOTES_SEPARATELY: 'true' }).remotesSeparately).toBe(true);
  expect(() => readServeConfig({ SERVE_REMOTES_SEPARATELY: 'yes' })).toThrow(
    'SERVE_REMOTES_SEPARATELY must be true or false',
  );
});

it("tells the pages the Undo window UNDO_SECONDS sets, or nothing (the pages' own 5 s)", () => {
  expect(readServeConfig({}).runtime.undoSeconds).toBeUndefined();
  expect(readServeConfig({ UNDO_SECONDS: '2' }).runtime.undoSeconds).toBe(2);
  expect(readServeConfig({ UNDO_SECONDS: '60' }).runtime.undoSeconds).toBe(60);
});

it('tells the pages the school language SCHOOL_LANGUAGE sets, or nothing (English), and refuses another', () => {
  expect(readServeConfig({}).runtime.language).toBeUndefined();
  expect(readServeConfig({ SCHOOL_LANGUAGE: 'hi' }).runtime.language).toBe('hi');
  expect(() => readServeConfig({ SCHOOL_LANGUAGE: 'Hindi' })).toThrow(
    'SCHOOL_LANGUAGE must be one of en, hi, ur, got "Hindi"',
  );
});

it.each(['0', '61', '1.5', 'soon'])('refuses UNDO_SECONDS=%s at start-up', (value) => {
  expect(() => readServeConfig({ UNDO_SECONDS: value })).toThrow(
    `UNDO_SECONDS must be a whole number from 1 to 60, got "${value}"`,
  );
});

it('tells the pages how long to wait for each remote: the defaults, a setting for all, one for a remote', () => {
  expect(readServeConfig({}).runtime.remoteTimeouts?.student).toEqual({ manifestSeconds: 3, entrySeconds: 20 });
  const set = readServeConfig({
    REMOTE_MANIFEST_TIMEOUT_SECONDS: '8',
    STUDENT_APP_MANIFEST_TIMEOUT_SECONDS: '15',
    ADMIN_APP_ENTRY_TIMEOUT_SECONDS: '45',
  }).runtime.remoteTimeouts;
  expect(set?.student).toEqual({ manifestSeconds: 15, entrySeconds: 20 });
  expect(set?.instructor).toEqual({ manifestSeconds: 8, entrySeconds: 20 });
  expect(set?.admin).toEqual({ manifestSeconds: 8, entrySeconds: 45 });
});

it.each([
  ['REMOTE_ENTRY_TIMEOUT_SECONDS', '0'],
  ['STUDENT_APP_MANIFEST_TIMEOUT_SECONDS', '121'],
  ['AUTH_APP_ENTRY_TIMEOUT_SECONDS', 'slow'],
])('refuses %s=%s at start-up', (key, value) => {
  expect(() => readServeConfig({ [key]: value })).toThrow(
    `${key} must be a whole number from 1 to 120, got "${value}"`,
  );
});

it('aborts a canary after 5 failing browsers unless CANARY_ABORT_FAILURES says otherwise, and refuses a bad one', () => {
  expect(readServeConfig({}).canaryAbortFailures).toBe(5);
  expect(readServeConfig({ CANARY_ABORT_FAILURES: '2' }).canaryAbortFailures).toBe(2);
  expect(() => readServeConfig({ CANARY_ABORT_FAILURES: '0' })).toThrow(
    'CANARY_ABORT_FAILURES must be a whole number from 1 to 1000, got "0"',
  );
});
