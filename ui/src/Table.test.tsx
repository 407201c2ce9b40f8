import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpandableRow } from './Table';

it('opens a row to its details with a button that says whose they are and whether they are shown', async () => {
  // A plain table: the phone's stylesheet (StackedTable) is what hides the details and shows the button.
  render(
    <table>
      <tbody>
        <ExpandableRow label="7101 Asha Rao">
          <td data-label="Name">Asha Rao</td>
          <td data-label="Can still miss" data-detail>
            2
          </td>
        </ExpandableRow>
      </tbody>
    </table>,
  );
  const row = screen.getByRole('row');
  const toggle = within(row).getByRole('button', { name: 'Details of 7101 Asha Rao' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(row).not.toHaveAttribute('data-open');

  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(row).toHaveAttribute('data-open');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(row).not.toHaveAttribute('data-open');
});
