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

/** A form whose every submission the server refuses with `answer`, showing it by its field if it can. */
function RefusedForm({ answer }: { answer: unknown }) {
  const { field, validate, showServerError } = useSchemaForm({ name: '', code: '' }, async () => ({
    schema: z.object({ name: z.string(), code: z.string() }),
  }));
  const [elsewhere, setElsewhere] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await validate((loaded) => loaded.schema))) return;
    if (!showServerError(answer, { name: 'name', course_code: 'code' })) setElsewhere('Shown above the form');
  };
  const { error: nameError, ...name } = field('name');
  const { error: codeError, ...code } = field('code');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label>
        Name <input {...name} />
      </label>
      {nameError && <p>{nameError}</p>}
      <label>
        Code <input {...code} />
      </label>
      {codeError && <p>{codeError}</p>}
      {elsewhere && <p>{elsewhere}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

it("shows the server's message under the field it names, by the form's name for it, and focuses it", async () => {
  const answer = { status: 409, data: { message: 'There is no course NOPE1', field: 'course_code' } };
  render(<RefusedForm answer={answer} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('There is no course NOPE1')).toBeInTheDocument();
  expect(screen.getByLabelText('Code')).toHaveFocus();
  expect(screen.queryByText('Shown above the form')).not.toBeInTheDocument();
});

it('leaves a message naming no field of the form to the caller', async () => {
  render(<RefusedForm answer={{ status: 409, data: { message: 'Taken', field: 'term_id' } }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Shown above the form')).toBeInTheDocument();
  expect(screen.queryByText('Taken')).not.toBeInTheDocument();
});
