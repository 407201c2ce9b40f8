import type { RequestHandler } from 'express';
import { z } from 'zod';
import { fieldMessages, oneOf, text, wholeNumber } from '@leave/domain';
import { qaMessages } from './qaMessages';

/** The longest delay a fault or the latency may add: a minute, past any client's patience. */
export const MAX_DELAY_MS = 60_000;

/** A fault's body: which calls, what happens to them, and how often. */
export const faultSchema = (knownPaths: ReadonlySet<string>) =>
  z
    .object({
      path: text('path', 200).refine((path) => knownPaths.has(path), {
        error: (issue) => qaMessages.unknownPath('path', String(issue.input)),
      }),
      method: oneOf('method', ['GET', 'POST']).optional(),
      status: wholeNumber('status', 400, 599).optional(),
      drop: z.literal(true, { error: fieldMessages.onlyTrue('drop') }).optional(),
      delay_ms: wholeNumber('delay_ms', 0, MAX_DELAY_MS).default(0),
      times: wholeNumber('times', 1, 1_000_000).optional(),
      rate: z
        .number({ error: qaMessages.notARate('rate') })
        .min(0, qaMessages.notARate('rate'))
        .max(1, qaMessages.notARate('rate'))
        .optional(),
    })
    .refine((fault) => fault.status !== undefined || fault.drop || fault.delay_ms > 0, qaMessages.faultDoesNothing)
    .refine((fault) => fault.status === undefined || !fault.drop, { error: qaMessages.statusAndDrop, path: ['drop'] })
    .refine((fault) => fault.times === undefined || fault.rate === undefined, {
      error: qaMessages.timesAndRate,
      path: ['rate'],
    });

export type FaultRequest = z.infer<ReturnType<typeof faultSchema>>;

export interface Fault extends FaultRequest {
  id: number;
  /** How many calls it has failed or delayed so far. */
  hits: number;
}

export const latencySchema = z.object({ delay_ms: wholeNumber('delay_ms', 0, MAX_DELAY_MS) });

/** The faults in force and the latency every call gets, as QA set them. */
export class FaultBook {
  latencyMs = 0;
  private faults: Fault[] = [];
  private nextId = 1;

  add(request: FaultRequest): Fault {
    const fault = { ...request, id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  /** Forgets every fault; answers how many there were. */
  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  /**
   * The first fault that takes this call, counted as used (one that has no uses left goes), or
   * none. A fault with a rate takes each matching call with that chance.
   */
  take(method: string, path: string, chance: () => number = Math.random): Fault | undefined {
    const fault = this.faults.find(
      (f) =>
        f.path === path &&
        (f.method === undefined || f.method === method) &&
        (f.rate === undefined || chance() < f.rate),
    );
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) this.remove(fault.id);
    return fault;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delays every call by the latency, then lets a matching fault delay, fail or drop it. */
export function applyFaults(book: FaultBook, skip: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if (skip(req.path)) return next();
    const fault = book.take(req.method, req.path);
    const delay = book.latencyMs + (fault?.delay_ms ?? 0);
    const act = () => {
      if (fault?.drop) return req.socket.destroy();
      if (fault?.status !== undefined)
        return res.status(fault.status).json({ message: qaMessages.faultAnswer(req.method, req.path, fault.status) });
      next();
    };
    if (delay > 0) void wait(delay).then(act);
    else act();
  };
}
