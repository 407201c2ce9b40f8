import { render, screen } from '@testing-library/react';
import { DEFAULT_ATTENDANCE_RULES } from '@leave/contract';
import { courseStanding } from '@leave/domain';
import { Standing } from './Standing';

it.each([
  [courseStanding(0, 0, 20, 10), '0% of the 10% limit. You can still miss 2 lectures.'],
  [courseStanding(1, 2, 20, 10), '5% of the 10% limit. You can still miss 1 lecture. +2 lectures pending.'],
  [
    courseStanding(8, 1, 100, 10),
    '8% of the 10% limit. Close to the limit. You can still miss 2 lectures. +1 lecture pending.',
  ],
  [courseStanding(2, 0, 20, 10), '10% of the 10% limit. Limit reached. You can still miss 0 lectures.'],
  [courseStanding(3, 0, 20, 10), '15% of the 10% limit. Over the limit. You can still miss 0 lectures.'],
])('says where the course stands in words: %#', (standing, words) => {
  render(<Standing standing={standing} label="LIM10 against its limit" />);
  expect(screen.getByRole('group', { name: 'LIM10 against its limit' })).toHaveTextContent(words);
});

it('says the attendance so far beside the leave, and counts absences without leave as missed', () => {
  // 42 of 60 lectures held: 2 absent without leave, 2 on accepted leave, 38 attended; 4 missed.
  const standing = courseStanding(2, 0, 60, 10, {
    tally: { absent_days: 2, late_days: 0, attended_leave_days: 0 },
    held: { held: 42, on_leave: 2 },
    rules: DEFAULT_ATTENDANCE_RULES,
  });
  render(<Standing standing={standing} label="LIM10 against its limit" />);
  expect(screen.getByRole('group', { name: 'LIM10 against its limit' })).toHaveTextContent(
    '3.33% of the 10% limit. You can still miss 2 lectures.' +
      'Attended 38 of 42 lectures held, 90%. Absent without leave: 2 lectures.',
  );
});
