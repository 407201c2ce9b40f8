/**
 * Every form's rules (`signInRules.ts`, `addLeaveRules.ts`...) build on the schema library and the
 * domain's field rules. Those come as one file with the first form a person checks; each form's
 * own rules stay a small file of their own. Left to webpack, the field rules (under its 20 KB
 * split size) were copied into every form's file and downloaded again with each form.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Module } from 'webpack';

const require = createRequire(import.meta.url);

const DOMAIN_SRC = path.dirname(require.resolve('@leave/domain'));

const FORM_RULES = [
  path.dirname(require.resolve('zod/package.json')) + path.sep,
  path.join(DOMAIN_SRC, 'fields.ts'),
  path.join(DOMAIN_SRC, 'fieldMessages.ts'),
];

/** A `splitChunks` cache group that gathers zod and the domain's field rules into `form-rules.[hash].js`. */
export function formRulesChunk() {
  return {
    name: 'form-rules',
    chunks: 'async' as const,
    enforce: true,
    test: (module: Module) => {
      const file = (module as { resource?: string }).resource;
      return !!file && FORM_RULES.some((rule) => file.startsWith(rule));
    },
  };
}
