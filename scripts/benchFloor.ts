/**
 * The floor bundle's size: the libraries every page needs (scripts/floor/entry.tsx), built by
 * webpack in production mode as one ordinary app and gzipped, the way the issue measured it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';

/**
 * Builds a floor entry (under scripts/floor/) with webpack in production mode as one ordinary
 * app into a new temporary folder; answers the folder and the script files it holds.
 */
export async function buildFloorApp(entry: string, filename: string): Promise<{ out: string; scripts: string[] }> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-floor-'));
  const compiler = webpack({
    mode: 'production',
    entry: path.join(import.meta.dirname, 'floor', entry),
    output: { path: out, filename },
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
  return { out, scripts: fs.readdirSync(out).filter((file) => file.endsWith('.js')) };
}

export async function floorBytes(): Promise<{ raw: number; gzip: number; brotli: number }> {
  const { out, scripts: files } = await buildFloorApp('entry.tsx', '[name].js');
  try {
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
