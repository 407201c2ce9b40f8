import { problemsIn, wordsReport } from './wordsMissing';

it('finds no unused catalogue entry and no word missing from a complete language (Hindi)', async () => {
  const reports = await wordsReport();
  expect(problemsIn(reports)).toEqual([]);
  expect(reports.filter(({ language }) => language === 'hi').every(({ missing }) => missing.length === 0)).toBe(true);
});

it('lists the words a partial language lacks, and says what is wrong with a catalogue', async () => {
  const reports = await wordsReport();
  const studentUrdu = reports.find(({ app, language }) => app === 'student-app' && language === 'ur')!;
  expect(studentUrdu.missing).toContain('student.requests.withdraw');
  expect(studentUrdu.missing).not.toContain('student.applyLeave');
  expect(
    problemsIn([
      { app: 'shell', language: 'hi', missing: ['shell.tryAgain'], unused: ['shell.gone'] },
      { app: 'shell', language: 'ur', missing: ['shell.tryAgain'], unused: [] },
    ]),
  ).toEqual(["shell hi: shell.gone is no word's id any more", 'shell hi: shell.tryAgain is missing']);
});
