import { asciiFileName, contentDisposition } from './contentDisposition';

it('sends a plain ASCII name as it is, in filename alone', () => {
  expect(contentDisposition('certificate.pdf')).toBe('attachment; filename="certificate.pdf"');
  expect(contentDisposition('feed.ics', true)).toBe('inline; filename="feed.ics"');
});

it.each([
  [
    'प्रमाणपत्र.pdf',
    'document.pdf',
    '%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%AE%E0%A4%BE%E0%A4%A3%E0%A4%AA%E0%A4%A4%E0%A5%8D%E0%A4%B0.pdf',
  ],
  ['医生证明', 'document', '%E5%8C%BB%E7%94%9F%E8%AF%81%E6%98%8E'],
  ['fever 🤒 note.pdf', 'fever _ note.pdf', 'fever%20%F0%9F%A4%92%20note.pdf'],
  ['Café (1).pdf', 'Cafe (1).pdf', 'Caf%C3%A9%20%281%29.pdf'],
  ["it's 50%*.pdf", "it's 50_*.pdf", 'it%27s%2050%25%2A.pdf'],
  ['a"b\\c.pdf', 'a_b_c.pdf', 'a%22b%5Cc.pdf'],
])('%s: an ASCII filename (%s) and the whole name in filename*', (name, ascii, encoded) => {
  expect(contentDisposition(name)).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
  expect(decodeURIComponent(encoded)).toBe(name);
});

it('holds only characters a header may hold, whatever the name', () => {
  for (const name of ['\u202Eexe.pdf', 'tab\there.pdf', 'line\r\nbreak.pdf', '\uD800lone.pdf', '']) {
    expect(contentDisposition(name)).toMatch(
      /^attachment; filename="[\x20-\x7e]*"(; filename\*=UTF-8''[\w!#$&+.^`|~%-]*)?$/,
    );
  }
  expect(asciiFileName('')).toBe('document');
});
