import { documentWindow } from './documentLimits';
import { safeFileName } from './documents';

describe('a stored file name', () => {
  it.each([
    ['प्रमाणपत्र.pdf', 'प्रमाणपत्र.pdf'],
    ['fever 🤒 note.pdf', 'fever 🤒 note.pdf'],
    // Zero-width joiners stay: the family emoji and the Hindi half-form need them.
    ['👨\u200D👩\u200D👧.png', '👨\u200D👩\u200D👧.png'],
    ['क्\u200Dष.pdf', 'क्\u200Dष.pdf'],
    ['invoice\u202Etxt.pdf', 'invoicetxt.pdf'],
    ['\u2067scan\u2069\u200F.pdf', 'scan.pdf'],
    ['certi\u200Bfi\u00ADcate\uFEFF\u2060.pdf', 'certificate.pdf'],
    ['C:\\Users\\me\\note.pdf', 'note.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['tab\there; "quoted".pdf', 'tab_here_ _quoted_.pdf'],
    ['\u200B\u202E', 'document'],
  ])('%j is stored as %j', (sent, stored) => {
    expect(safeFileName(sent)).toBe(stored);
  });

  it('is in composed form, as a name typed on a Mac reads the same as on Windows', () => {
    expect(safeFileName('Me\u0301decin.pdf')).toBe('Médecin.pdf');
  });

  it('is cut to 120 characters with its extension kept, never inside an emoji', () => {
    const cut = safeFileName(`${'🤒'.repeat(200)}.pdf`);
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut).toBe(`${'🤒'.repeat(116)}.pdf`);
  });
});

describe('which requests take documents, whatever their kind', () => {
  const FIRST = '2026-11-14';
  it.each([
    [['pending'], '2026-10-01', 'open'],
    [['pending', 'rejected'], '2026-10-01', 'open'],
    [['accepted'], FIRST, 'open'],
    [['rejected'], '2026-12-11', 'open'],
    [['accepted', 'withdrawn'], '2026-11-20', 'open'],
    [['accepted'], '2026-11-13', 'past window'],
    [['rejected', 'cancelled'], '2026-11-13', 'past window'],
    [['withdrawn'], '2026-12-11', 'closed'],
    [['withdrawn', 'cancelled'], '2026-12-11', 'closed'],
  ] as const)('%j, last dated %s: %s', (statuses, last, expected) => {
    expect(documentWindow(statuses, last, FIRST)).toBe(expected);
  });
});
