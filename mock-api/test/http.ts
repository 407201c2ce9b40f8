export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the API under test with a JSON body (or a raw string, to send bad JSON). */
export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}
