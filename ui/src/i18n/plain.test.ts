import { createIntl } from 'react-intl';
import { isPlainMessage } from './formatjs';
import { formatPlain } from './plain';

const formatjs = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', messages: {} });
const values = { name: 'Asha', count: 3, digits: 12, max: 128 };

it.each([
  'Sign In',
  "Don't have an account? Sign Up",
  'Welcome {name}',
  'Username must be a number of at most {digits} digits',
  '{count} of {max}',
  "Don't mind {name}'s apostrophes",
  'हिन्दी {name}',
])('formats %j exactly as FormatJS does', (message) => {
  expect(isPlainMessage(message)).toBe(true);
  expect(formatPlain(message, values)).toBe(formatjs.formatMessage({ id: 'x', defaultMessage: message }, values));
});

it.each([
  '{count, plural, one {# day} other {# days}}',
  '{role, select, student {Student} other {Instructor}}',
  '{percent, number, ::percent}',
  'Read <b>this</b>',
  'A brace } alone',
  "It''s quoted",
  "Type '{name}' to confirm",
])('refuses %j, which needs the message library', (message) => {
  expect(isPlainMessage(message)).toBe(false);
});
