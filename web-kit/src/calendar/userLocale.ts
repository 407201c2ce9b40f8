/**
 * react-calendar's `get-user-locale`, as the calendar uses it (webpack's alias in
 * webpack/createConfig.ts): the browser's first language, else `en-US`. The package wraps the same
 * answer in a memoizing library (memoize, mimic-function: about 3 KB a first view with a calendar,
 * 0.9 KB brotli) to tidy locale strings such as `en-US.UTF-8` that browsers do not give.
 */
export function getUserLocale(): string {
  return (typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language)) || 'en-US';
}

export default getUserLocale;
