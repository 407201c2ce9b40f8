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

/**
 * Messages given to zod as an issue's message, by their text: zod keeps only the text, so the
 * 400 a failed parse answers finds its code and parameters here. Filled as the schemas are built
 * (`forSchemas`), which is once, so it holds one entry per rule and field. A text two messages
 * say (another code, or other parameters) is kept as `CLASH`: its 400 then says neither code,
 * since which one the schema meant cannot be told from the text, and the first kept may be wrong.
 */
const CLASH = Symbol('two messages with one text');
const schemaMessages = new Map<string, ServerMessage | typeof CLASH>();

/** A catalogue as a schema uses it: each message its English text, kept for `schemaMessage`. */
export type SchemaWords<Catalogue> = {
  readonly [Key in keyof Catalogue]: Catalogue[Key] extends (...args: infer Args) => ServerMessage
    ? (...args: Args) => string
    : string;
};

/** Enough for every rule of every schema; a schema built per request cannot grow it past this. */
const MAX_SCHEMA_MESSAGES = 5000;

/** Parameters are made in their names' order, so the same parameters give the same JSON. */
const sameMessage = (one: ServerMessage, other: ServerMessage) =>
  one.code === other.code && JSON.stringify(one.params) === JSON.stringify(other.params);

const keep = (message: ServerMessage) => {
  const kept = schemaMessages.get(message.message);
  if (kept === undefined) {
    if (schemaMessages.size < MAX_SCHEMA_MESSAGES) schemaMessages.set(message.message, message);
  } else if (kept !== CLASH && !sameMessage(kept, message)) {
    schemaMessages.set(message.message, CLASH);
  }
  return message.message;
};

/**
 * A catalogue to build zod schemas with: its messages are English text, as zod takes them, and
 * each is kept by its text so that a failed parse's 400 carries its code (`schemaMessage`).
 */
export function forSchemas<Catalogue extends Record<string, unknown>>(catalogue: Catalogue): SchemaWords<Catalogue> {
  const words: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(catalogue)) {
    words[key] =
      typeof entry === 'function'
        ? (...args: unknown[]) => keep((entry as (...a: unknown[]) => ServerMessage)(...args))
        : keep(entry as ServerMessage);
  }
  return words as SchemaWords<Catalogue>;
}

/** The message a schema gave zod with this text, if a schema did and no other message says that text. */
export const schemaMessage = (text: string): ServerMessage | undefined => {
  const kept = schemaMessages.get(text);
  return kept === CLASH ? undefined : kept;
};

/** The texts two messages of the schemas built so far say alike (none, in the product's rules). */
export const schemaMessageClashes = (): string[] =>
  [...schemaMessages].filter(([, kept]) => kept === CLASH).map(([text]) => text);
