import { errorMessage } from '@leave/web-kit';
import { formatPlain, useIntl } from '@leave/ui/i18n';
import { wordsIn } from '@leave/ui/i18n/testing';
import { renderHook } from '@testing-library/react';
import hi from './hi';

/** A 409 as RTK Query hands it to the Add Leave form: the API's error body, code and parameters beside the English. */
const duplicate = {
  status: 409,
  data: {
    message: 'You already have leave on 2026-12-07 in CS101',
    code: 'api.leaveExists',
    params: { date: '2026-12-07', code: 'CS101' },
    field: 'leave_date',
  },
};

const hindi = wordsIn('hi-IN', 'en-IN', hi);

it("says an Apply Leave refusal in Hindi from its code, with the server's parameters", () => {
  expect(errorMessage(duplicate, 'Leave not added', hindi)).toBe('आपका 2026-12-07 को CS101 में पहले से अवकाश है');
  const outside = {
    status: 400,
    data: {
      message: "Mon 7 Dec 2026 is outside CS101's term, Autumn 2026 (Mon 3 Aug 2026 to Fri 27 Nov 2026)",
      code: 'lecture.outsideTerm',
      params: {
        code: 'CS101',
        date: '2026-12-07',
        term: { name: 'Autumn 2026', first_day: '2026-08-03', last_day: '2026-11-27' },
      },
    },
  };
  expect(errorMessage(outside, 'Leave not added', hindi)).toBe(
    '2026-12-07 CS101 के सत्र Autumn 2026 (2026-08-03 से 2026-11-27) से बाहर है',
  );
});

it("says the server's English exactly in English, and for a code the language has no words for", () => {
  const english = renderHook(() => useIntl()).result.current;
  expect(errorMessage(duplicate, 'Leave not added', english)).toBe('You already have leave on 2026-12-07 in CS101');
  // Braces in the server's words are words, not placeholders.
  const braces = { status: 409, data: { message: 'No {date} here', code: 'api.leaveExists', params: { date: 'x' } } };
  expect(errorMessage(braces, 'Leave not added', english)).toBe('No {date} here');
  expect(formatPlain('No {date} here', { date: 'x' })).not.toBe('No {date} here');
  // An admin's import refusal, which no student view meets: the student's catalogue has no words for it.
  const message = '2 rows are for lectures past their correction window: give a reason for the correction';
  const unknown = { status: 400, data: { message, code: 'rollImport.reasonsNeeded', params: { rows: 2 } } };
  expect(Object.keys(hi)).not.toContain('rollImport.reasonsNeeded');
  expect(errorMessage(unknown, 'Leave not added', hindi)).toBe(message);
  // An older API without codes: its English.
  expect(errorMessage({ status: 409, data: { message: 'Old words' } }, 'Leave not added', hindi)).toBe('Old words');
});
