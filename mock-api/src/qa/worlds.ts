import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Router } from 'express';
import { documentsFolderOf } from '../database';
import { qaMessages } from './qaMessages';
import { qaStateFileOf } from './qaState';
import { answer } from './routes/qaHttp';

/** How an API client names its world; a browser carries the cookie instead. */
export const WORLD_HEADER = 'x-qa-world';
export const WORLD_COOKIE = 'qa_world';

/** A world's name: short, and safe as a file name. */
const WORLD_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The most worlds one mock keeps at once: each is a whole mock's state in memory. */
export const MAX_WORLDS = 100;

const WORLD_IN_COOKIES = new RegExp(`(?:^|;\\s*)${WORLD_COOKIE}=([^;]*)`);

/** The world a request names (the header, else the cookie), or undefined for the default world. */
export function worldOf(req: Request): string | undefined {
  const named = req.get(WORLD_HEADER) ?? WORLD_IN_COOKIES.exec(req.headers.cookie ?? '')?.[1];
  return named === undefined || named === '' ? undefined : named;
}

/** Where the worlds keep their data: `db-worlds/<world>.json` beside `db.json`. */
export const worldsFolderOf = (dataFile: string) =>
  path.join(path.dirname(dataFile), `${path.basename(dataFile, '.json')}-worlds`);

/** A world's mock: the express app serving it, as buildMockApi makes one. */
type WorldApp = RequestHandler;

/**
 * QA worlds: each its own data, sessions, clock, faults and journal, made on first use as a
 * mock of its own (the demo data, dated around the mock's today) on a data file in the worlds
 * folder, and kept there across restarts. `dispatch` goes ahead of everything and hands each
 * request that names a world to that world's mock; one that names none is the default world's.
 */
export function qaWorlds(dataFile: string, build: (worldFile: string) => Promise<WorldApp>) {
  const folder = worldsFolderOf(dataFile);
  const worlds = new Map<string, Promise<WorldApp>>();
  const fileOf = (name: string) => path.join(folder, `${name}.json`);

  const dispatch: RequestHandler = (req, res, next) => {
    const name = worldOf(req);
    if (name === undefined) return next();
    if (!WORLD_NAME.test(name)) return res.status(400).json({ message: qaMessages.badWorld(name) });
    let world = worlds.get(name);
    if (!world) {
      if (worlds.size >= MAX_WORLDS) return res.status(503).json({ message: qaMessages.tooManyWorlds(MAX_WORLDS) });
      world = build(fileOf(name));
      worlds.set(name, world);
      world.catch(() => worlds.delete(name));
    }
    world.then((app) => app(req, res, next), next);
  };

  /** GET /worlds and DELETE /worlds/:name, on the default world's controls. */
  const routes = (router: Router) => {
    router.get(
      '/worlds',
      answer(() => ({ worlds: [...worlds.keys()].sort().map((name) => ({ name })) })),
    );
    router.delete(
      '/worlds/:name',
      answer((req, res) => {
        const name = req.params.name!;
        if (!worlds.delete(name)) {
          res.status(404);
          return { message: qaMessages.noWorld(name) };
        }
        for (const file of [fileOf(name), qaStateFileOf(fileOf(name)), documentsFolderOf(fileOf(name))]) {
          fs.rmSync(file, { recursive: true, force: true });
        }
        return { message: qaMessages.worldEnded(name) };
      }),
    );
  };

  return { dispatch, routes };
}
