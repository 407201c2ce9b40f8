/**
 * How large an import's file may be (students, enrolments, timetables, holidays), which the admin
 * app's file field checks as a file is chosen; the schemas' rule is importFile.ts.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** How many rows an import's file may have (blank lines are not rows). */
export const IMPORT_MAX_ROWS = 20_000;

/**
 * The largest request body an import reads. The file travels as a JSON string, in which every line
 * break and double quote takes two characters, so a file of IMPORT_MAX_BYTES can make a body of
 * up to twice that; the file's own size is checked on its text (`importFileText`, importFile.ts).
 */
export const IMPORT_MAX_BODY_BYTES = 2 * IMPORT_MAX_BYTES + 64 * 1024;

/**
 * A size as people read it: "2 MB" for 2 MiB, "2.1 MB" for a byte more (rounded up, so a file
 * over a limit never reads as the limit).
 */
export function megabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
}

/** A text's size in bytes as a file (UTF-8), which its length in characters is not. */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
