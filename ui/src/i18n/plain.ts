/**
 * English without the message library. English is the language every word is written in first
 * (each message's `defaultMessage`), and its messages are plain: text and `{name}` placeholders,
 * nothing else of ICU MessageFormat (no plural, select, number skeleton, tag or quoting). This
 * formats them as FormatJS would, so an English page downloads no message library at all. Each
 * catalogue's test checks its English words with `isPlainMessage` (`@leave/ui/i18n/testing`),
 * which compares this with FormatJS itself.
 */

/** The values a message's placeholders take. */
export type Values = Record<string, string | number>;

/** A plain message with its values. */
export const formatPlain = (message: string, values: Values = {}): string =>
  message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
