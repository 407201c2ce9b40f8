/**
 * English without the i18n library. English is the language every word is written in first
 * (each message's `defaultMessage`), and its messages are plain: text and `{name}` placeholders,
 * nothing else of ICU MessageFormat. This formats them as FormatJS does (`plain.test.ts` compares
 * the two on every such message), so an English page downloads no message library at all. A
 * message that is not plain (a plural, a select, a number skeleton, a tag) is refused here:
 * `isPlainMessage` says which, and each catalogue's test checks its English words with it.
 */

/** The values a message's placeholders take. */
export type Values = Record<string, string | number>;

/** ICU's quoting: an apostrophe quotes only when it comes before one of these. */
const QUOTABLE = new Set(['{', '}', '<', '>', '#', '|']);

type Part = { text: string } | { name: string };

/** A plain message's parts, or null when it uses more of ICU MessageFormat than `{name}`. */
function partsOf(message: string): Part[] | null {
  const parts: Part[] = [];
  let text = '';
  for (let at = 0; at < message.length; at += 1) {
    const char = message[at]!;
    if (char === "'") {
      const next = message[at + 1];
      if (next === "'") {
        text += "'";
        at += 1;
      } else if (next !== undefined && QUOTABLE.has(next)) {
        // Quoted text runs to the next lone apostrophe ('' inside it is one apostrophe).
        at += 1;
        for (; at < message.length; at += 1) {
          if (message[at] === "'") {
            if (message[at + 1] === "'") {
              text += "'";
              at += 1;
            } else break;
          } else text += message[at];
        }
      } else text += "'";
    } else if (char === '{') {
      const end = message.indexOf('}', at);
      const name = end < 0 ? '' : message.slice(at + 1, end).trim();
      if (!/^[\p{L}\p{N}_]+$/u.test(name)) return null;
      if (text) parts.push({ text });
      text = '';
      parts.push({ name });
      at = end;
    } else if (char === '}' || char === '<') {
      // A closing brace alone is a syntax error, and a tag needs the library.
      return null;
    } else text += char;
  }
  if (text) parts.push({ text });
  return parts;
}

const parsed = new Map<string, Part[] | null>();

function cachedPartsOf(message: string): Part[] | null {
  if (!parsed.has(message)) parsed.set(message, partsOf(message));
  return parsed.get(message)!;
}

/** Whether the English path can format this message (text and `{name}` placeholders only). */
export const isPlainMessage = (message: string): boolean => cachedPartsOf(message) !== null;

/** A plain message with its values, as FormatJS would format it; throws on one that is not plain. */
export function formatPlain(message: string, values: Values = {}): string {
  const parts = cachedPartsOf(message);
  if (parts === null) throw new Error(`Not a plain message (English formats only text and {name}): ${message}`);
  return parts.map((part) => ('text' in part ? part.text : String(values[part.name] ?? `{${part.name}}`))).join('');
}
