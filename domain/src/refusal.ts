/** Why a request is refused: the HTTP status and the contract's error body. */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;
  message: string;
  /** For a 400, the request field at fault. */
  field?: string;
}

export const refusal = (status: Refusal['status'], message: string, field?: string): Refusal =>
  field ? { status, message, field } : { status, message };
