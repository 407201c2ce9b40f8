/**
 * Every form's rules (`signInRules.ts`, `addLeaveRules.ts`...) build on the schema library and the
 * domain's field rules. Those come as one file with the first form a person checks; each form's
 * own rules stay a small file of their own. Left to webpack, the field rules (under its 20 KB
 * split size) were copied into every form's file and downloaded again with each form.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { namedChunk } from './namedChunk';

const require = createRequire(import.meta.url);

const DOMAIN_SRC = path.dirname(require.resolve('@leave/domain'));

const FORM_RULES = [
  path.dirname(require.resolve('zod/package.json')) + path.sep,
  path.join(DOMAIN_SRC, 'fields.ts'),
  path.join(DOMAIN_SRC, 'fieldMessages.ts'),
];

/** A `splitChunks` cache group that gathers zod and the domain's field rules into `form-rules.[hash].js`. */
export function formRulesChunk() {
  return namedChunk('form-rules', FORM_RULES);
}
