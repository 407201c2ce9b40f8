import { describeChange } from './describeChange';

describe('describeChange', () => {
  it('shows a changed field as before → after', () => {
    expect(describeChange({ before: { total_lectures: 40 }, after: { total_lectures: 80 } })).toEqual([
      'total_lectures: 40 → 80',
    ]);
  });
  it('shows what was added, and long lists by their length', () => {
    expect(describeChange({ before: null, after: { added: 3, roll_nos: [1, 2, 3, 4, 5, 6] } })).toEqual([
      'added: 3',
      'roll_nos: 6 items',
    ]);
  });
  it('is empty when nothing changed', () => {
    expect(describeChange({ before: null, after: null })).toEqual([]);
  });
});
