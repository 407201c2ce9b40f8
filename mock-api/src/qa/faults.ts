import type { RequestHandler } from 'express';
import { z } from 'zod';
import { fieldRules, oneOf, text, wholeNumber } from '@leave/domain';
import { qaMessages } from './qaMessages';
import type { UserOf } from './requestJournal';
import { matches, patternFields } from './requestPattern';
import type { RequestPattern, SeenCall } from './requestPattern';
import { MAX_SEED, randomSeed, seededChance } from './seededChance';

/** The longest delay a fault or the latency may add: a minute, past any client's patience. */
export const MAX_DELAY_MS = 60_000;

/** The most steps a sequence may have, and headers a stubbed answer may set. */
const MAX_STEPS = 100;
const MAX_HEADERS = 20;

/** A header's name as HTTP allows it (a token), and a value on one line. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const stubHeaders = z
  .record(
    z.string().regex(HEADER_NAME, qaMessages.headerName),
    z.string().regex(/^[^\r\n]*$/, qaMessages.headerValue),
    { error: (issue) => (issue.code === 'invalid_key' ? qaMessages.headerName : qaMessages.headerValue) },
  )
  .refine((headers) => Object.keys(headers).length <= MAX_HEADERS, fieldRules.tooMany('headers', MAX_HEADERS));

/** What a fault (or one step of its sequence) does to a call: answer a status, drop it, delay it. */
const answerFields = {
  status: wholeNumber('status', 200, 599).optional(),
  headers: stubHeaders.optional(),
  body: z.json().optional(),
  drop: z.literal(true, { error: fieldRules.onlyTrue('drop') }).optional(),
  delay_ms: wholeNumber('delay_ms', 0, MAX_DELAY_MS).optional(),
};

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  drop?: true;
  delay_ms?: number;
  pass?: true;
}

const doesSomething = (answer: Answer) =>
  answer.status !== undefined || answer.drop === true || (answer.delay_ms ?? 0) > 0;
const hasAnswer = (answer: Answer) =>
  answer.status !== undefined ||
  answer.drop !== undefined ||
  answer.delay_ms !== undefined ||
  answer.headers !== undefined ||
  answer.body !== undefined;

/** The rules every answer keeps, on the fault itself or on each step. */
const answerRules = <T extends z.ZodType<Answer>>(schema: T) =>
  schema
    .refine((a) => a.status === undefined || !a.drop, { error: qaMessages.statusAndDrop, path: ['drop'] })
    .refine((a) => a.status !== undefined || (a.headers === undefined && a.body === undefined), {
      error: qaMessages.stubNeedsStatus,
      path: ['status'],
    });

const stepSchema = answerRules(
  z
    .object({ ...answerFields, pass: z.literal(true, { error: fieldRules.onlyTrue('pass') }).optional() })
    .refine((step) => (step.pass ? !hasAnswer(step) : doesSomething(step)), qaMessages.stepDoesNothing),
);

/** A fault's body: which calls, what happens to them, and how often. */
export const faultSchema = (knownPaths: ReadonlySet<string>) =>
  answerRules(
    z.object({
      path: text('path', 200).refine((path) => knownPaths.has(path), {
        error: (issue) => qaMessages.unknownPath('path', String(issue.input)),
      }),
      method: oneOf('method', ['GET', 'POST']).optional(),
      query: patternFields.query,
      user: patternFields.user,
      body_contains: patternFields.body_contains,
      ...answerFields,
      sequence: z
        .array(stepSchema, { error: fieldRules.notAList('sequence') })
        .min(1, fieldRules.required('sequence'))
        .max(MAX_STEPS, fieldRules.tooMany('sequence', MAX_STEPS))
        .optional(),
      times: wholeNumber('times', 1, 1_000_000).optional(),
      rate: z
        .number({ error: qaMessages.notARate('rate') })
        .min(0, qaMessages.notARate('rate'))
        .max(1, qaMessages.notARate('rate'))
        .optional(),
      seed: wholeNumber('seed', 0, MAX_SEED).optional(),
    }),
  )
    .refine((fault) => fault.sequence === undefined || !hasAnswer(fault), {
      error: qaMessages.sequenceAndAnswer,
      path: ['sequence'],
    })
    .refine((fault) => fault.sequence !== undefined || doesSomething(fault), qaMessages.faultDoesNothing)
    .refine((fault) => fault.times === undefined || fault.rate === undefined, {
      error: qaMessages.timesAndRate,
      path: ['rate'],
    })
    .refine((fault) => fault.sequence === undefined || (fault.times === undefined && fault.rate === undefined), {
      error: qaMessages.sequenceCounts,
      path: ['sequence'],
    })
    .refine((fault) => fault.seed === undefined || fault.rate !== undefined, {
      error: qaMessages.seedWithoutRate,
      path: ['seed'],
    });

export type FaultRequest = z.infer<ReturnType<typeof faultSchema>>;

export interface Fault extends FaultRequest {
  id: number;
  /** How many calls it has taken so far (failed, delayed, stubbed, or passed on by a step). */
  hits: number;
}

/** A call a fault took, and what it does with it: its own answer, or its sequence's next step. */
export interface Taken {
  fault: Fault;
  answer: Answer;
}

/** Which calls a fault takes (its own `status` is what it answers, not what it matches). */
const patternOf = ({ method, path, query, user, body_contains }: Fault): RequestPattern => ({
  method,
  path,
  query,
  user,
  body_contains: body_contains as RequestPattern['body_contains'],
});

export const latencySchema = z.object({ delay_ms: wholeNumber('delay_ms', 0, MAX_DELAY_MS) });

/** The faults in force and the latency every call gets, as QA set them. */
export class FaultBook {
  latencyMs = 0;
  private faults: Fault[] = [];
  private chances = new Map<number, () => number>();
  private nextId = 1;

  /** Adds a fault; one with a rate and no seed gets one at random, listed so that its run can be repeated. */
  add(request: FaultRequest): Fault {
    const fault: Fault = { ...request, id: this.nextId++, hits: 0 };
    if (fault.rate !== undefined) {
      fault.seed ??= randomSeed();
      this.chances.set(fault.id, seededChance(fault.seed));
    }
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    this.chances.delete(id);
    return this.faults.length < before;
  }

  /** Forgets every fault; answers how many there were. */
  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    this.chances.clear();
    return count;
  }

  /** What deciding on a call to `path` needs to know: its user, its body (only read when a fault asks). */
  needs(method: string, path: string): { user: boolean; body: boolean } {
    const near = this.faults.filter((f) => f.path === path && (f.method === undefined || f.method === method));
    return {
      user: near.some((f) => f.user !== undefined),
      body: near.some((f) => f.body_contains !== undefined),
    };
  }

  /**
   * The first fault that takes this call, counted as used (one that has no uses left, or no
   * steps left, goes), and what it does with it; or none. A fault with a rate takes each
   * matching call with that chance, drawn from its seed.
   */
  take(call: SeenCall): Taken | undefined {
    const fault = this.faults.find(
      (f) => matches(patternOf(f), call) && (f.rate === undefined || this.chances.get(f.id)!() < f.rate),
    );
    if (!fault) return undefined;
    const answer = fault.sequence ? fault.sequence[fault.hits]! : fault;
    fault.hits += 1;
    const spent = fault.sequence
      ? fault.hits >= fault.sequence.length
      : fault.times !== undefined && fault.hits >= fault.times;
    if (spent) this.remove(fault.id);
    return { fault: { ...fault }, answer };
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FaultContext {
  /** Who the call's session cookie names (for faults that match a user). */
  userOf: UserOf;
  /** The endpoint's own JSON body reader (for faults that match a body fragment), if it reads JSON. */
  readBody: (method: string, path: string) => RequestHandler | undefined;
}

/**
 * Delays every call by the latency, then lets a matching fault delay, fail, stub or drop it.
 * The call's user and body are looked up only when a fault on its path asks for them.
 */
export function applyFaults(book: FaultBook, skip: (path: string) => boolean, context: FaultContext): RequestHandler {
  return (req, res, next) => {
    if (skip(req.path)) return next();
    const needs = book.needs(req.method, req.path);
    const decide = () => {
      const user = needs.user ? context.userOf(req) : null;
      if (needs.user) res.locals.qaUser = user;
      const call = { method: req.method, path: req.path, query: req.query as Record<string, unknown>, user };
      const taken = book.take({ ...call, body: (req.body as unknown) ?? null });
      if (taken) res.locals.qaFault = taken.fault.id;
      const answer = taken?.answer;
      const act = () => {
        if (answer?.drop) return req.socket.destroy();
        if (answer?.status === undefined) return next();
        if (answer.headers) res.set(answer.headers);
        res
          .status(answer.status)
          .json(
            answer.body !== undefined
              ? answer.body
              : { message: qaMessages.faultAnswer(req.method, req.path, answer.status) },
          );
      };
      const delay = book.latencyMs + (answer?.delay_ms ?? 0);
      if (delay > 0) void wait(delay).then(act);
      else act();
    };
    const readBody = needs.body ? context.readBody(req.method, req.path) : undefined;
    if (readBody) readBody(req, res, (error?: unknown) => (error ? next(error) : decide()));
    else decide();
  };
}
