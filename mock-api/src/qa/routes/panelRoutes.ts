import path from 'node:path';
import type { Router } from 'express';

const PANEL_DIR = path.join(import.meta.dirname, '..', 'panel');

/** The QA panel's files, served as they are: its page at /, its script and its styles. */
const PANEL_FILES = [
  ['/', 'index.html', 'html'],
  ['/panel.js', 'panel.js', 'js'],
  ['/panel.css', 'panel.css', 'css'],
] as const;

export function panelRoutes(routes: Router) {
  for (const [route, file, type] of PANEL_FILES) {
    routes.get(route, (_req, res) => res.type(type).sendFile(path.join(PANEL_DIR, file)));
  }
}
