/** A generated block of a document: the text between a start and an end marker comment. */

/** The block between the markers, trimmed; undefined when the document lacks either marker. */
export function blockBetween(document: string, start: string, end: string): string | undefined {
  const from = document.indexOf(start);
  const to = document.indexOf(end, from);
  return from >= 0 && to > from ? document.slice(from + start.length, to).trim() : undefined;
}

/** `document` with the block between the markers replaced by `block`; throws if a marker is missing. */
export function replaceBetween(document: string, start: string, end: string, block: string): string {
  const from = document.indexOf(start);
  const to = document.indexOf(end, from);
  if (from < 0 || to < from) throw new Error(`the document has no block between "${start}" and "${end}"`);
  return `${document.slice(0, from + start.length)}\n\n${block}\n\n${document.slice(to)}`;
}
