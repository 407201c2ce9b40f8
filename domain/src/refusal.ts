import type { MessageParams, ServerMessage } from './serverMessages';

/**
 * Why a request is refused: the HTTP status and the contract's error body, the message's code
 * and parameters beside its English (so a page can say it in the person's language).
 */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;
  message: string;
  code: string;
  params: MessageParams;
  /** For a 400, the request field at fault. */
  field?: string;
}

export const refusal = (
  status: Refusal['status'],
  { code, params, message }: ServerMessage,
  field?: string,
): Refusal => (field ? { status, message, code, params, field } : { status, message, code, params });

/** The error body the API sends for a message, with the field at fault when there is one. */
export const errorBody = ({ code, params, message }: ServerMessage, field?: string) =>
  field ? { message, code, params, field } : { message, code, params };
