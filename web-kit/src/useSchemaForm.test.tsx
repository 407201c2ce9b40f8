import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { uiMessages } from '@leave/domain';
import { useSchemaForm } from './useSchemaForm';

const rules = { nameSchema: z.object({ name: z.string().trim().min(1, 'Name is required') }) };

/** A one-field form on `loadRules`, saying what it sent. */
function NameForm({ loadRules }: { loadRules: () => Promise<typeof rules> }) {
  const { field, validate } = useSchemaForm({ name: '' }, loadRules);
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await validate((loaded) => loaded.nameSchema);
    if (checked) setSent(checked.name);
  };
  const { error, ...input } = field('name');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label>
        Name <input {...input} />
      </label>
      {error && <p>{error}</p>}
      {sent && <p>Sent {sent}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

it('loads the rules when the form is first used, not when it is shown, and only once', async () => {
  const loadRules = jest.fn(async () => rules);
  render(<NameForm loadRules={loadRules} />);
  expect(loadRules).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Name'), ' Asha ');
  expect(loadRules).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Sent Asha')).toBeInTheDocument();
  expect(loadRules).toHaveBeenCalledTimes(1);
});

it('checks a form sent untouched with its rules, loaded on submit', async () => {
  const loadRules = jest.fn(async () => rules);
  render(<NameForm loadRules={loadRules} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(loadRules).toHaveBeenCalledTimes(1);
});

it('tries again after the rules failed to download', async () => {
  const loadRules = jest.fn<Promise<typeof rules>, []>().mockRejectedValueOnce(new Error('offline'));
  loadRules.mockResolvedValue(rules);
  render(<NameForm loadRules={loadRules} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Ravi');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Sent Ravi')).toBeInTheDocument();
  expect(loadRules).toHaveBeenCalledTimes(2);
});

it('sends nothing when the rules cannot be downloaded, and says so on the first field', async () => {
  const loadRules = jest.fn<Promise<typeof rules>, []>().mockRejectedValue(new Error('offline'));
  render(<NameForm loadRules={loadRules} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Ravi');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(uiMessages.formNotChecked)).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Name')).toHaveValue('Ravi');
  expect(screen.queryByText(/^Sent/)).not.toBeInTheDocument();
});
