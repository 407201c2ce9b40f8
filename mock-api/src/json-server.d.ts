// The part of json-server 0.17 this package uses (it ships no types).
declare module 'json-server' {
  import type { Express, RequestHandler, Router } from 'express';

  interface LowdbSync<T> {
    getState(): T;
    setState(state: T): LowdbSync<T>;
    write(): unknown;
    read(): unknown;
  }

  export function create(): Express;
  export function defaults(options?: { logger?: boolean; noCors?: boolean; static?: string }): RequestHandler[];
  export const bodyParser: RequestHandler[];
  // A file name, or the data itself (kept in memory).
  export function router<T = unknown>(source: string | T): Router & { db: LowdbSync<T> };
}
