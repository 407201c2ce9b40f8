/**
 * Server messages as zod schemas take them (text) and found again from that text for a failed
 * parse's 400: apart from serverMessages.ts, so a page that uses a catalogue without building
 * schemas downloads none of this.
 */
import type { ServerMessage } from './serverMessages';

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
