import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, CheckboxField, CheckboxGroup, FileField, ReadOnlyFacts } from './fields';

it('shows read-only values as text, each found by its label', () => {
  render(
    <ReadOnlyFacts
      facts={[
        { label: 'Leave Date', value: '2026-12-02' },
        { label: 'User Role', value: 'student' },
      ]}
    />,
  );
  expect(screen.getByLabelText('Leave Date')).toHaveTextContent('2026-12-02');
  expect(screen.getByLabelText('User Role')).toHaveTextContent('student');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Leave Date', 'User Role']);
});

it('groups checkboxes under a name, each toggled by its label', async () => {
  const onChange = jest.fn();
  render(
    <CheckboxGroup legend="Also for">
      <CheckboxField label="CS201" onChange={onChange} />
    </CheckboxGroup>,
  );
  const group = screen.getByRole('group', { name: 'Also for' });
  expect(group).toContainElement(screen.getByRole('checkbox', { name: 'CS201' }));
  await userEvent.click(screen.getByText('CS201'));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('checkbox', { name: 'CS201' })).toBeChecked();
});

it('names a bare checkbox by its aria-label', () => {
  render(<Checkbox aria-label="Select leave of 1001 on 2 Dec" defaultChecked />);
  expect(screen.getByRole('checkbox', { name: 'Select leave of 1001 on 2 Dec' })).toBeChecked();
});

it('ticks a bare checkbox by a tap anywhere in the fingertip-sized square around it', () => {
  const onChange = jest.fn();
  render(<Checkbox aria-label="Select all CS101 requests on this page" onChange={onChange} />);
  const box = screen.getByRole('checkbox', { name: 'Select all CS101 requests on this page' });
  const area = box.closest('label');
  expect(area).not.toBeNull();
  fireEvent.click(area!);
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(box).toBeChecked();
});

it('labels a file chooser and says what is wrong with it', () => {
  render(<FileField label="CSV file" accept=".csv" error="CSV file is required" />);
  const input = screen.getByLabelText('CSV file');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('CSV file is required');
});
