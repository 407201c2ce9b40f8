import { readServeConfig } from './serveConfig';

it("lets a browser preview a remote from the remotes' own hosts, unless in production", () => {
  expect(readServeConfig({ PORT: '9000' }).runtime.overrideOrigins).toEqual([
    'http://localhost:9001',
    'http://localhost:9002',
    'http://localhost:9003',
    'http://localhost:9004',
  ]);
  expect(readServeConfig({ NODE_ENV: 'production' }).runtime.overrideOrigins).toBeUndefined();
  expect(readServeConfig({ REMOTE_PREVIEW_ORIGINS: 'none' }).runtime.overrideOrigins).toBeUndefined();
});

it('takes the origins the operator lists, in production too, and refuses what is not an origin', () => {
  const env = { NODE_ENV: 'production', REMOTE_PREVIEW_ORIGINS: 'https://preview.example.edu/, http://10.0.0.5:8082' };
  expect(readServeConfig(env).runtime.overrideOrigins).toEqual(['https://preview.example.edu', 'http://10.0.0.5:8082']);
  expect(() => readServeConfig({ REMOTE_PREVIEW_ORIGINS: 'preview.example.edu' })).toThrow(
    'REMOTE_PREVIEW_ORIGINS must list http(s) origins or be none, got "preview.example.edu"',
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
    'SCHOOL_LANGUAGE must be one of en, hi, got "Hindi"',
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
