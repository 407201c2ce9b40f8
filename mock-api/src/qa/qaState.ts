import fs from 'node:fs';
import path from 'node:path';
import type { IsoDate } from '@leave/contract';
import type { JournalEntry } from './requestJournal';

/** What the QA controls keep beside the data file, so that a restart keeps them with the data. */
export interface SavedQa {
  /** The today QA fixed (PUT /__qa/clock), if it did: the scenario data is dated around it. */
  today?: IsoDate;
  /** The request journal, oldest first, secrets masked, and the next request's id. */
  journal?: { next_id: number; entries: JournalEntry[] };
}

/** `db-qa.json` beside `db.json`, as the documents are in `db-documents/`. */
export const qaStateFileOf = (dataFile: string) =>
  path.join(path.dirname(dataFile), `${path.basename(dataFile, '.json')}-qa.json`);

export function readQaState(dataFile: string): SavedQa {
  const file = qaStateFileOf(dataFile);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SavedQa;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') {
      console.warn(`mock-api: the QA state in ${file} could not be read; the clock and journal start afresh`, error);
    }
    return {};
  }
}

/** Writes the whole state at once (a new file renamed over the old), so a crash leaves one or the other. */
export function writeQaState(dataFile: string, state: SavedQa) {
  const file = qaStateFileOf(dataFile);
  const next = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(next, `${JSON.stringify(state)}\n`);
  fs.renameSync(next, file);
}

/** For `mock-api:reset`: fresh data is dated around the real today, so the QA clock kept goes. */
export function forgetQaClock(dataFile: string) {
  const { today, ...rest } = readQaState(dataFile);
  if (today !== undefined) writeQaState(dataFile, rest);
}

/** How long the journal waits to be saved after a request: at most one write a second, whatever the traffic. */
const JOURNAL_SAVE_MS = 1000;

/**
 * The QA state of a running mock, saved beside its data file: the clock at once when it changes
 * (it dates what a scenario loads), the journal within a second of each request and when the
 * process ends (`flush`).
 */
export function keptQaState(dataFile: string, snapshot: () => SavedQa) {
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      writeQaState(dataFile, snapshot());
    } catch (error) {
      console.error('mock-api: the QA clock and journal could not be saved beside the data file', error);
    }
  };
  return {
    flush,
    saveSoon() {
      timer ??= setTimeout(flush, JOURNAL_SAVE_MS).unref();
    },
  };
}
