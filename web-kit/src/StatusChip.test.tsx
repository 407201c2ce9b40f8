import { render, screen } from '@testing-library/react';
import { LEAVE_STATUSES } from '@leave/contract';
import { StatusChip } from './StatusChip';

it.each(LEAVE_STATUSES)('says %s in words, not by its colour alone', (status) => {
  render(<StatusChip status={status} />);
  expect(screen.getByText(status)).toBeVisible();
});

it('fills each open or decided status with its calendar colour, and outlines the ended ones', () => {
  const { rerender } = render(<StatusChip status="rejected" />);
  expect(screen.getByText('rejected')).toHaveStyle({ background: 'var(--lm-rejected)' });
  rerender(<StatusChip status="withdrawn" />);
  expect(screen.getByText('withdrawn')).toHaveStyle({ background: 'var(--lm-background)' });
});
