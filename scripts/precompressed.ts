import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import express from 'express';

/**
 * A build's files, each sent as the brotli or gzip copy made beside it at build time
 * (webpack/createConfig.ts) when the browser accepts one, so nothing is compressed per request.
 * The copy is looked for on each request, so a version released after start-up is served
 * compressed too (a list made at start-up would not know its files).
 */
export function precompressed(dir: string, setHeaders: (res: ServerResponse, file: string) => void): RequestHandler {
  const plain = express.static(dir, { index: false, setHeaders });
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, `.${relative}`);
    if (!file.startsWith(`${root}${path.sep}`)) return next();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([name, ext]) => new RegExp(`\\b${name}\\b`).test(accepts) && isFile(`${file}${ext}`));
    if (!encoding || !isFile(file)) return plain(req, res, next);
    res.setHeader('Content-Encoding', encoding[0]!);
    res.setHeader('Vary', 'Accept-Encoding');
    // The type of the file itself, not of its compressed copy.
    res.type(path.extname(file));
    setHeaders(res, file);
    res.sendFile(`${file}${encoding[1]}`, { headers: { 'Content-Type': res.getHeader('Content-Type') } }, (error) => {
      if (error) next(error);
    });
  };
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
