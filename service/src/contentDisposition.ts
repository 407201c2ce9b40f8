/**
 * The Content-Disposition header of a download, for a file of any name (RFC 6266). Both backends
 * send it: Node refuses a header holding a character above U+00FF, and browsers read bytes above
 * U+007F in `filename` each their own way, so `filename` is always plain ASCII, and a name it
 * cannot hold whole also goes in `filename*`, in UTF-8 and percent-encoded (RFC 8187).
 */

/** Half of a UTF-16 pair without its other half: encodeURIComponent throws on it. */
const LONE_SURROGATE = /\p{Cs}/gu;

/** RFC 8187's attr-char, less what encodeURIComponent already escapes: `'`, `(`, `)` and `*` must be escaped too. */
const percentEncoded = (name: string) =>
  encodeURIComponent(name.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The name in printable ASCII: accents dropped (é as e), each run of other characters as one `_`,
 * and `"`, `\` and `%` (which some clients decode) as `_`. A name with no letter or digit of its
 * own left (a name in Hindi or Chinese) is `document`, with its extension.
 */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\%]/g, '_');
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(ascii)?.[0] ?? '';
  const stem = ascii.slice(0, ascii.length - extension.length);
  return /[A-Za-z0-9]/.test(stem) ? ascii : `document${extension}`;
}

/** `attachment` (or `inline`) with the file's name as every client can read it. */
export function contentDisposition(filename: string, inline = false): string {
  const type = inline ? 'inline' : 'attachment';
  const name = filename || 'document';
  const ascii = asciiFileName(name);
  if (ascii === name) return `${type}; filename="${ascii}"`;
  return `${type}; filename="${ascii}"; filename*=UTF-8''${percentEncoded(name)}`;
}
