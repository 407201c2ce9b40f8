/**
 * A message the server says, as data: a stable code (`api.noLeave`), its parameters by name
 * (numbers, dates and names as they are, not formatted) and its English text, the words the
 * product has always said. A page renders the code in the person's language from its own
 * catalogue (the code is the catalogue's message id) and falls back to the English `message`.
 *
 * Each catalogue is made by `defineServerMessages(prefix, {...})`: a message's code is the
 * catalogue's prefix and its key, so no message can lack one, and `said(names, text)` names a
 * message's parameters in the order its function takes them.
 */

import type { ApiMessageParam } from '@leave/contract';

/** A parameter's value: data as the server holds it (a term is its name and its dates). */
export type MessageParam = ApiMessageParam;

/** What a message's function may take as a parameter: a read-only list too, sent as a copy. */
type SaidParam = MessageParam | readonly string[] | undefined;

const isList = (value: SaidParam): value is readonly string[] => Array.isArray(value);

/** A message's parameters, by name. */
export type MessageParams = Record<string, MessageParam>;

/** What the server says: its code, its parameters and its English text. */
export interface ServerMessage {
  /** The catalogue's prefix and the message's key: `api.noLeave`. */
  code: string;
  params: MessageParams;
  /** The English, exactly as the product has always said it. */
  message: string;
}

const NAMES = Symbol('parameter names');

/** A message with parameters: its English as a function, and the name of each parameter. */
export interface Said<Args extends readonly SaidParam[]> {
  (...args: Args): string;
  [NAMES]: readonly string[];
}

/**
 * Names a message's parameters, in the order its English function takes them:
 * `said(['leaveId'], (leaveId: number) => \`No leave with id ${leaveId}\`)`.
 */
export function said<const Args extends readonly SaidParam[]>(
  names: NoInfer<{ readonly [Index in keyof Args]: string }>,
  text: (...args: Args) => string,
): Said<Args> {
  return Object.assign(text, { [NAMES]: names as readonly string[] }) as Said<Args>;
}

/** A catalogue's entries: plain English, or a function of named parameters. */
type Entry = string | Said<never>;

/** A catalogue as `defineServerMessages` makes it: each entry says a `ServerMessage`. */
export type ServerMessages<Entries extends Record<string, Entry>> = {
  readonly [Key in keyof Entries]: Entries[Key] extends Said<infer Args>
    ? ((...args: Args) => ServerMessage) & { readonly code: string }
    : ServerMessage;
};

/** Each catalogue's prefix, once: two catalogues with one prefix could give two messages one code. */
const prefixes = new Set<string>();

/** A catalogue of what the server says: each message's code is `<prefix>.<key>`. */
export function defineServerMessages<const Prefix extends string, const Entries extends Record<string, Entry>>(
  prefix: Prefix,
  entries: Entries,
): ServerMessages<Entries> {
  if (prefixes.has(prefix)) throw new Error(`Two catalogues of server messages have the prefix ${prefix}`);
  prefixes.add(prefix);
  const catalogue: Record<string, ServerMessage | ((...args: SaidParam[]) => ServerMessage)> = {};
  for (const key of Object.keys(entries)) {
    const code = `${prefix}.${key}`;
    const entry = entries[key]!;
    if (typeof entry === 'string') {
      catalogue[key] = Object.freeze({ code, params: Object.freeze({}), message: entry });
      continue;
    }
    const names = entry[NAMES];
    const text = entry as unknown as (...args: SaidParam[]) => string;
    catalogue[key] = (...args: SaidParam[]) => {
      const params: MessageParams = {};
      names.forEach((name, index) => {
        // A parameter left out (an optional one) is not sent.
        const value = args[index];
        // A list is sent as a copy: the parameters are the contract's plain data.
        if (value !== undefined) params[name] = isList(value) ? [...value] : value;
      });
      return { code, params, message: text(...args) };
    };
    // The code without making the message: for tests and for the catalogues of the pages.
    Object.defineProperty(catalogue[key], 'code', { value: code });
  }
  return catalogue as ServerMessages<Entries>;
}
