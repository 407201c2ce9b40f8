import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmButton } from './ConfirmButton';

const renderReset = () => {
  const onConfirm = jest.fn();
  render(
    <ConfirmButton
      questionLabel="Reset the password of Diya Patel?"
      question="Reset the password of Diya Patel? This cannot be undone."
      confirmLabel="Reset password"
      onConfirm={onConfirm}
    >
      Reset Password
    </ConfirmButton>,
  );
  return onConfirm;
};

it('asks before it acts, with Keep focused, so a second press does nothing', async () => {
  const onConfirm = renderReset();
  await userEvent.dblClick(screen.getByRole('button', { name: 'Reset Password' }));
  const question = screen.getByRole('group', { name: 'Reset the password of Diya Patel?' });
  expect(question).toHaveAccessibleDescription('Reset the password of Diya Patel? This cannot be undone.');
  expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
  expect(onConfirm).not.toHaveBeenCalled();

  await userEvent.click(within(question).getByRole('button', { name: 'Reset password' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});

it('Keep changes nothing and gives the focus back to the button, by keyboard alone', async () => {
  const onConfirm = renderReset();
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Enter}');
  expect(onConfirm).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveFocus();
});
