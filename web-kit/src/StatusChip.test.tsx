/** @keep-styles it reads each status's colours */
import { render, screen } from '@testing-library/react';
import { LEAVE_STATUSES } from '@leave/contract';
import { RiskChip, StatusChip } from './StatusChip';

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

it('shows a risk in its words, over the limit on the rejected colour and near it on the pending one', () => {
  const { rerender } = render(<RiskChip risk="danger">At risk: over the limit</RiskChip>);
  expect(screen.getByText('At risk: over the limit')).toHaveStyle({ background: 'var(--lm-rejected)' });
  rerender(<RiskChip risk="warning">At risk: at or near the limit</RiskChip>);
  expect(screen.getByText('At risk: at or near the limit')).toHaveStyle({ background: 'var(--lm-pending)' });
});
