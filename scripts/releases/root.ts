import path from 'node:path';

/** The repository's root folder. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
