/** The types every catalogue and both ways of formatting share. */
import type { Values } from './plain';

export type { Values } from './plain';

/** One message: its id in every catalogue, and its English text (the seed's words exactly). */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  /** For translators: where the words show, what a placeholder is. */
  description?: string;
}

/** A catalogue: message id to ICU message. */
export type Catalogue = Record<string, string>;

/** The words of the language in use, as a view formats them. */
export interface Words {
  locale: string;
  formatMessage: (descriptor: MessageDescriptor, values?: Values) => string;
  /**
   * What the server said, by its code when the language's catalogue has that code, else its
   * English. Only another language's words have it (English says the server's English as it is).
   */
  sayServer?: (said: ServerSaid) => string;
}

/** What the server said: its English, and its code and parameters (the API's error body). */
export interface ServerSaid {
  message: string;
  code?: string;
  params?: Record<string, unknown>;
}
