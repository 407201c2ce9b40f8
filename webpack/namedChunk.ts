import type { Module } from 'webpack';

/** A `splitChunks` cache group that puts every module under `roots` (folders or files) in one file, `name.[hash].js`. */
export function namedChunk(name: string, roots: readonly string[]) {
  return {
    name,
    chunks: 'async' as const,
    enforce: true,
    test: (module: Module) => {
      const file = (module as { resource?: string }).resource;
      return !!file && roots.some((root) => file.startsWith(root));
    },
  };
}
