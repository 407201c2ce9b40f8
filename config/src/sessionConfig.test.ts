import { DEFAULT_SESSION_IDLE_MINUTES, DEFAULT_SESSION_REQUESTS_PER_MINUTE, readSessionConfig } from './sessionConfig';

it('ends sessions after 12 hours, or 30 minutes without a call, unless set', () => {
  expect(readSessionConfig({})).toEqual({
    sessionTtlSeconds: 12 * 3600,
    sessionIdleSeconds: DEFAULT_SESSION_IDLE_MINUTES * 60,
    sessionRequestsPerMinute: DEFAULT_SESSION_REQUESTS_PER_MINUTE,
  });
  expect(readSessionConfig({ SESSION_TTL_HOURS: '8', SESSION_IDLE_MINUTES: '15' })).toMatchObject({
    sessionTtlSeconds: 8 * 3600,
    sessionIdleSeconds: 15 * 60,
  });
});

it('turns the idle timeout off with 0, leaving the absolute one', () => {
  expect(readSessionConfig({ SESSION_IDLE_MINUTES: '0' }).sessionIdleSeconds).toBeGreaterThan(60 * 365 * 24 * 3600);
});

it('names the setting that is not a number it can use', () => {
  expect(() => readSessionConfig({ SESSION_IDLE_MINUTES: 'half an hour' })).toThrow(/SESSION_IDLE_MINUTES/);
  expect(() => readSessionConfig({ SESSION_REQUESTS_PER_MINUTE: '0' })).toThrow(/SESSION_REQUESTS_PER_MINUTE/);
  expect(() => readSessionConfig({ SESSION_TTL_HOURS: '-1' })).toThrow(/SESSION_TTL_HOURS/);
});
