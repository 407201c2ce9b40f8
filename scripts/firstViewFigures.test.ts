import { firstViewsMarkdown } from './firstViewFigures';

it('writes each request of a first view with its start and end, and says which were unanswered when drawn', () => {
  const markdown = firstViewsMarkdown(
    {
      runs: 5,
      rows: [
        {
          view: 'student dashboard',
          network: 'fast',
          cache: 'cold',
          productMs: 400,
          floorMs: 320,
          ratio: 1.25,
          productGapMs: 20,
          floorGapMs: 30,
        },
      ],
      traces: [
        {
          view: 'student dashboard',
          product: [
            { request: ':18700 /student', startMs: 0, endMs: 12 },
            { request: 'API /events', startMs: 300, endMs: null },
            { request: 'API /leaveKinds?page_size=100', startMs: null, endMs: null },
          ],
          floor: [{ request: ':18709 /student', startMs: 0, endMs: 9 }],
        },
      ],
    },
    'a machine',
    new Date('2026-11-27T02:30:00Z'),
  );
  expect(markdown).toContain('Taken on 2026-11-27 02:30 UTC: a machine.');
  expect(markdown).toContain('| student dashboard | fast | cold | 400 | 320 | 1.25 | 20 | 30 |');
  expect(markdown).toContain('| `:18700 /student` | 0 | 12 |');
  expect(markdown).toContain('| `API /events` | 300 | open |');
  expect(markdown).toContain('| `API /leaveKinds?page_size=100` | after | open |');
});
