import { documentNeeded, kindChoiceRefusal, leaveKindPayloadSchema } from './leaveKinds';
import { PERSONAL_KIND } from './leaveKindBasics';

const sick = { document_after: 3, document_unit: 'days' } as const;

describe('documentNeeded', () => {
  it('asks for a document only beyond the kind’s threshold, in its unit', () => {
    expect(documentNeeded(sick, { days: 3, lectures: 9 })).toBe(false);
    expect(documentNeeded(sick, { days: 4, lectures: 1 })).toBe(true);
    expect(documentNeeded({ document_after: 2, document_unit: 'lectures' }, { days: 10, lectures: 2 })).toBe(false);
    expect(documentNeeded({ document_after: 2, document_unit: 'lectures' }, { days: 1, lectures: 3 })).toBe(true);
  });

  it('always for a threshold of 0, never without one', () => {
    expect(documentNeeded({ document_after: 0, document_unit: 'days' }, { days: 1, lectures: 1 })).toBe(true);
    expect(documentNeeded(PERSONAL_KIND, { days: 30, lectures: 60 })).toBe(false);
  });
});

describe('kindChoiceRefusal', () => {
  const staffOnly = { ...PERSONAL_KIND, kind_id: 7, name: 'Suspension', students_choose: false };

  it('refuses a kind that does not exist, naming the field', () => {
    expect(kindChoiceRefusal('student', 99, undefined)).toEqual({
      status: 400,
      message: 'There is no kind of leave 99',
      code: 'leaveKind.noLeaveKind',
      params: { kindId: 99 },
      field: 'kind_id',
    });
  });

  it('lets students choose only the kinds open to them; staff any', () => {
    expect(kindChoiceRefusal('student', 7, staffOnly)).toMatchObject({ status: 400, field: 'kind_id' });
    expect(kindChoiceRefusal('course instructor', 7, staffOnly)).toBeNull();
    expect(kindChoiceRefusal('admin', 7, staffOnly)).toBeNull();
    expect(kindChoiceRefusal('student', 1, PERSONAL_KIND)).toBeNull();
  });
});

describe('leaveKindPayloadSchema', () => {
  const valid = { name: 'Sick', counts: true, document_after: 3, document_unit: 'days', students_choose: true };

  it('takes a kind with or without a document threshold', () => {
    expect(leaveKindPayloadSchema.parse(valid)).toEqual(valid);
    expect(leaveKindPayloadSchema.parse({ ...valid, document_after: null }).document_after).toBeNull();
  });

  it.each([
    [{ document_after: -1 }, 'document_after'],
    [{ document_unit: 'weeks' }, 'document_unit'],
    [{ counts: 'yes' }, 'counts'],
    [{ name: '  ' }, 'name'],
  ])('refuses %j by its field', (change, field) => {
    const result = leaveKindPayloadSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
