import { TEST_CONFIG } from '../test/renderShell';
import { PREVIEW_KEY } from './previewKeys';
import { parsePreview, readPreview } from './remotePreview';

const allowing = { ...TEST_CONFIG, overrideOrigins: ['http://remotes.test', 'http://preview.test'] };

beforeEach(() => window.localStorage.clear());

it('points one remote at a kept version beside its live one, or at a manifest on an allowed origin', () => {
  expect(parsePreview(allowing, 'student@1.0.0-abc1234.20261126T031500Z')).toEqual({
    preview: {
      remote: 'student',
      version: '1.0.0-abc1234.20261126T031500Z',
      entry: 'http://remotes.test/student/1.0.0-abc1234.20261126T031500Z/mf-manifest.json',
    },
  });
  const live = {
    ...allowing,
    remotes: { ...allowing.remotes, student: 'http://remotes.test/student/1.0.0-live.1/mf-manifest.json' },
    releases: { student: { version: '1.0.0-live.1' } },
  };
  expect(parsePreview(live, 'student@1.0.0-next.2')).toMatchObject({
    preview: { entry: 'http://remotes.test/student/1.0.0-next.2/mf-manifest.json' },
  });
  expect(parsePreview(allowing, 'admin=http://preview.test/admin/mf-manifest.json')).toEqual({
    preview: { remote: 'admin', entry: 'http://preview.test/admin/mf-manifest.json' },
  });
});

it("takes a development server's manifest on any port of a host allowed with *", () => {
  const development = { ...TEST_CONFIG, overrideOrigins: ['http://localhost:8082', 'http://localhost:*'] };
  expect(parsePreview(development, 'student=http://localhost:8092/mf-manifest.json')).toEqual({
    preview: { remote: 'student', entry: 'http://localhost:8092/mf-manifest.json' },
  });
  expect(parsePreview(development, 'student=http://192.168.1.9:8092/mf-manifest.json')).toEqual({
    refused: 'Previews from http://192.168.1.9:8092 are not allowed on this server.',
  });
});

it('refuses a preview from an origin not allowed, a bad one, and every one when none is allowed', () => {
  expect(parsePreview(allowing, 'student=https://evil.example/mf-manifest.json')).toEqual({
    refused: 'Previews from https://evil.example are not allowed on this server.',
  });
  expect(parsePreview(allowing, 'nobody@1.0.0-a.1')).toHaveProperty('refused');
  expect(parsePreview(allowing, 'student@latest')).toEqual({ refused: '"latest" is not a version name.' });
  expect(parsePreview(TEST_CONFIG, 'student@1.0.0-a.1')).toEqual({
    refused: 'Previews of a remote are turned off on this server.',
  });
});

it('keeps a preview in this browser until it is turned off, and registers it instead of the live remote', () => {
  expect(readPreview(allowing, '?remote-preview=student@1.0.0-a.1')).toHaveProperty('preview');
  expect(window.localStorage.getItem(PREVIEW_KEY)).toBe('student@1.0.0-a.1');
  expect(readPreview(allowing, '')).toHaveProperty('preview.version', '1.0.0-a.1');
  expect(readPreview(allowing, '?remote-preview=off')).toBeNull();
  expect(window.localStorage.getItem(PREVIEW_KEY)).toBeNull();
});
