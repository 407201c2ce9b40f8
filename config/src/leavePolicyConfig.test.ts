import { ConfigError } from '@leave/contract';
import { readLeavePolicyConfig, schoolTodayOf } from './leavePolicyConfig';

it('fixes the school’s today with SCHOOL_TODAY, whatever the time zone', () => {
  const config = readLeavePolicyConfig({ SCHOOL_TODAY: '2026-12-02', SCHOOL_TIME_ZONE: 'Pacific/Kiritimati' });
  expect(config.fixedToday).toBe('2026-12-02');
  expect(schoolTodayOf(config)).toBe('2026-12-02');
});

it('uses the real date in the school’s time zone when SCHOOL_TODAY is unset', () => {
  const config = readLeavePolicyConfig({ SCHOOL_TIME_ZONE: 'UTC' });
  expect(config.fixedToday).toBeUndefined();
  expect(schoolTodayOf(config)).toBe(new Date().toISOString().slice(0, 10));
});

it.each(['2026-02-30', '2026-13-01', '1/12/2026', 'tomorrow', '2026-1-5'])('refuses SCHOOL_TODAY=%s', (value) => {
  expect(() => readLeavePolicyConfig({ SCHOOL_TODAY: value })).toThrow(
    new ConfigError(`SCHOOL_TODAY must be a calendar date written YYYY-MM-DD, such as 2026-12-01, got "${value}"`),
  );
});

it('writes dates in en-GB unless SCHOOL_LOCALE names another locale, kept in its canonical spelling', () => {
  expect(readLeavePolicyConfig({}).schoolLocale).toBe('en-GB');
  expect(readLeavePolicyConfig({ SCHOOL_LOCALE: 'hi-in' }).schoolLocale).toBe('hi-IN');
  expect(readLeavePolicyConfig({ SCHOOL_LOCALE: 'de-DE' }).schoolLocale).toBe('de-DE');
});

it.each(['en_GB', 'xx', '12', 'english'])('refuses SCHOOL_LOCALE=%s at start-up', (value) => {
  expect(() => readLeavePolicyConfig({ SCHOOL_LOCALE: value })).toThrow(
    new ConfigError(`SCHOOL_LOCALE must be a locale such as en-GB, en-IN or de-DE, got "${value}"`),
  );
});

it('sweeps documents hourly unless DOCUMENT_SWEEP_SECONDS says otherwise', () => {
  expect(readLeavePolicyConfig({}).documentSweepSeconds).toBe(3600);
  expect(readLeavePolicyConfig({ DOCUMENT_SWEEP_SECONDS: '1' }).documentSweepSeconds).toBe(1);
  expect(readLeavePolicyConfig({ DOCUMENT_SWEEP_SECONDS: '86400' }).documentSweepSeconds).toBe(86_400);
});

it.each(['0', '-5', '1.5', '86401', 'hourly', '1e3'])('refuses DOCUMENT_SWEEP_SECONDS=%s at start-up', (value) => {
  expect(() => readLeavePolicyConfig({ DOCUMENT_SWEEP_SECONDS: value })).toThrow(
    new ConfigError(`DOCUMENT_SWEEP_SECONDS must be a whole number from 1 to 86400, got "${value}"`),
  );
});

it('writes the emails of accounts that never chose a language in SCHOOL_LANGUAGE, and refuses another', () => {
  expect(readLeavePolicyConfig({}).schoolLanguage).toBeUndefined();
  expect(readLeavePolicyConfig({ SCHOOL_LANGUAGE: 'hi' }).schoolLanguage).toBe('hi');
  expect(() => readLeavePolicyConfig({ SCHOOL_LANGUAGE: 'Hindi' })).toThrow(
    'SCHOOL_LANGUAGE must be one of en, hi, ur, got "Hindi"',
  );
});
