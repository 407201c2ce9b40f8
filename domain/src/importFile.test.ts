import { importFileText } from './importFile';
import { IMPORT_MAX_BYTES, megabytes, utf8Bytes } from './importLimits';

describe('importFileText', () => {
  const csv = importFileText('csv');
  const refusal = (text: unknown) => csv.safeParse(text).error?.issues.map((issue) => issue.message);

  it('takes a file of up to 2 MB, counted in bytes as a file, not in characters', () => {
    expect(refusal('x'.repeat(IMPORT_MAX_BYTES))).toBeUndefined();
    expect(refusal('x'.repeat(IMPORT_MAX_BYTES + 1))).toEqual(['csv may be at most 2 MB']);
    // 'é' is two bytes in UTF-8: fewer characters than the limit, more bytes.
    expect(refusal('é'.repeat(IMPORT_MAX_BYTES / 2 + 1))).toEqual(['csv may be at most 2 MB']);
  });

  it.each([
    [undefined, 'csv is required'],
    ['', 'csv is required'],
    [42, 'csv must be text'],
  ])('refuses %j: %s', (text, message) => {
    expect(refusal(text)).toEqual([message]);
  });
});

it('says sizes as people read them, a size over a limit never as the limit', () => {
  expect(megabytes(IMPORT_MAX_BYTES)).toBe('2 MB');
  expect(megabytes(IMPORT_MAX_BYTES + 1)).toBe('2.1 MB');
  expect(megabytes(3.25 * 1024 * 1024)).toBe('3.3 MB');
  expect(megabytes(512 * 1024)).toBe('0.5 MB');
});

it('counts a text in UTF-8 bytes', () => {
  expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
});
