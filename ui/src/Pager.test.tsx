import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

it('says where the reader is and moves a page at a time, never past either end', async () => {
  const onPage = jest.fn();
  const { rerender } = render(<Pager label="Pages of requests" page={1} pageCount={3} onPage={onPage} />);
  const pager = screen.getByRole('navigation', { name: 'Pages of requests' });
  expect(pager).toHaveTextContent('Page 1 of 3');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenLastCalledWith(2);

  rerender(<Pager label="Pages of requests" page={3} pageCount={3} onPage={onPage} />);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPage).toHaveBeenLastCalledWith(2);
});

it('shows nothing when the list fits on one page', () => {
  render(<Pager label="Pages of requests" page={1} pageCount={1} onPage={jest.fn()} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
