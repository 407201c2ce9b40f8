/**
 * The floor bundle's size: the libraries every page needs (scripts/floor/entry.tsx), built by
 * webpack in production mode as one ordinary app and gzipped, the way the issue measured it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';

export async function floorBytes(): Promise<{ raw: number; gzip: number; brotli: number }> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-floor-'));
  const compiler = webpack({
    mode: 'production',
    entry: path.join(import.meta.dirname, 'floor/entry.tsx'),
    output: { path: out, filename: '[name].js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          options: { transpileOnly: true, compilerOptions: { noEmit: false, jsx: 'react-jsx' } },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    performance: { hints: false },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  try {
    const files = fs.readdirSync(out).filter((file) => file.endsWith('.js'));
    const sizes = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const content = fs.readFileSync(path.join(out, file));
      sizes.raw += content.length;
      sizes.gzip += zlib.gzipSync(content, { level: 9 }).length;
      sizes.brotli += zlib.brotliCompressSync(content).length;
    }
    return sizes;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
