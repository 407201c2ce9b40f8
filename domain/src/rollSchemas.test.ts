import { MAX_ROLL_MARKS, ROLL_SAVE_MAX_BODY_BYTES, rollSaveSchema } from './rollSchemas';

const save = (students: number, firstRollNo = 1001) => ({
  course_code: 'CS101',
  date: '2026-11-27',
  marks: Array.from({ length: students }, (_, at) => ({ roll_no: firstRollNo + at, mark: 'absent' })),
});

it('takes a whole large class marked at once (Everyone absent): a university’s CS101 has 1,008', () => {
  expect(rollSaveSchema.safeParse(save(1008)).success).toBe(true);
  expect(rollSaveSchema.safeParse(save(MAX_ROLL_MARKS)).success).toBe(true);
});

it('refuses more marks than a save may carry, saying how many', () => {
  const result = rollSaveSchema.safeParse(save(MAX_ROLL_MARKS + 1));
  expect(result.error?.issues[0]?.message).toBe(`marks must have at most ${MAX_ROLL_MARKS} items`);
});

it('lets the largest save through the body limit, with 9-digit roll numbers', () => {
  const body = JSON.stringify({ ...save(MAX_ROLL_MARKS, 100_000_000), reason: 'x'.repeat(500) });
  expect(Buffer.byteLength(body)).toBeLessThan(ROLL_SAVE_MAX_BODY_BYTES);
});
