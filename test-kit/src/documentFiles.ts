/** Small files of each type a supporting document may be, made here byte by byte, and ones that are not. */
const bytesOf = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

/** A one-page PDF (enough of one for its type to be read from its first bytes). */
export const pdfBytes = () =>
  bytesOf('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A PNG's signature and the start of its header. */
export const pngBytes = () =>
  bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1]);
/** A JPEG's start-of-image and application marker. */
export const jpegBytes = () => bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0]);
/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(pdfBytes().subarray(0, Math.min(size, 9)));
  return bytes;
}
