import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { IsoDate } from '@leave/contract';
import { BUILDERS } from './builders';
import type { Builder } from './builders';
import type { Scenario } from './scenario';

/** The folder of the scenarios' data files: one `<name>.json` each. */
export const SCENARIO_DIR = import.meta.dirname;

const builderNames = Object.keys(BUILDERS) as [keyof typeof BUILDERS, ...Array<keyof typeof BUILDERS>];

const dataFileSchema = z.strictObject({
  description: z.string().min(1),
  builder: z.enum(builderNames),
  options: z.record(z.string(), z.unknown()).default({}),
});

export interface ScenarioEntry {
  name: string;
  description: string;
  /** The scenario dated around `today`. */
  build(today: IsoDate): Scenario;
}

/**
 * Every scenario in `dir`, by name, each data file checked against its builder's options: a
 * file that is wrong stops the mock from starting, naming the file, rather than failing a load.
 */
export function readScenarios(dir: string = SCENARIO_DIR): ScenarioEntry[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const where = path.join(dir, file);
      const data = dataFileSchema.safeParse(JSON.parse(fs.readFileSync(where, 'utf8')));
      if (!data.success) throw new Error(`${where}: ${z.prettifyError(data.error)}`);
      const builder: Builder<unknown> = BUILDERS[data.data.builder];
      const options = builder.options.safeParse(data.data.options);
      if (!options.success) throw new Error(`${where}: options: ${z.prettifyError(options.error)}`);
      return {
        name: path.basename(file, '.json'),
        description: data.data.description,
        build: (today: IsoDate) => builder.build(today, options.data),
      };
    });
}
