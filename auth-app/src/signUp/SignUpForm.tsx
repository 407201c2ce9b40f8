import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, PASSWORD_MIN_LENGTH } from '@leave/contract';
import type { SelfServiceRole, SignUpPayload } from '@leave/contract';
import { Button, Notice, requiredFieldErrors, SelectField, TextField, useFormState } from '@leave/ui';
import { useAddUserMutation } from '../api/authApi';
import type { SignInLocationState } from '../signIn/SignIn';

export const SIGN_UP_ERROR_MESSAGE = 'Error occurred while signing up';

type Values = {
  role: string;
  name: string;
  userId: string;
  branch: string;
  stream: string;
  joiningYear: string;
  password: string;
};

const EMPTY: Values = { role: 'student', name: '', userId: '', branch: '', stream: '', joiningYear: '', password: '' };

/** Labels that depend on the role, as the spec words them. */
function labelsFor(role: string) {
  const student = role === 'student';
  return {
    role: 'Role',
    name: 'Name',
    userId: student ? 'Roll No.' : 'Registration No.',
    branch: student ? 'Branch' : 'Department',
    ...(student ? { stream: 'Stream', joiningYear: 'Joining Year' } : {}),
    password: 'Password',
  };
}

function validate(values: Values): Partial<Values> {
  const labels = labelsFor(values.role);
  const errors: Partial<Values> = requiredFieldErrors(values, labels);
  if (!errors.userId && !/^\d{1,9}$/.test(values.userId.trim())) {
    errors.userId = `${labels.userId} must be a number of at most 9 digits`;
  }
  if (!errors.joiningYear && values.role === 'student') {
    const year = Number(values.joiningYear);
    if (!Number.isInteger(year) || year < 1900 || year > new Date().getFullYear() + 1) {
      errors.joiningYear = 'Joining Year must be a year such as 2024';
    }
  }
  if (!errors.password && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  return errors;
}

function toPayload(values: Values): SignUpPayload {
  const base = {
    name: values.name.trim(),
    user_id: Number(values.userId.trim()),
    branch: values.branch.trim(),
    passwd: values.password,
    role: values.role as SelfServiceRole,
  };
  return values.role === 'student'
    ? { ...base, stream: values.stream.trim(), joining_year: Number(values.joiningYear) }
    : base;
}

export function SignUpForm() {
  const { values, setErrors, field } = useFormState<Values>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [addUser, { isLoading }] = useAddUserMutation();
  const navigate = useNavigate();
  const labels = labelsFor(values.role);
  const student = values.role === 'student';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await addUser(toPayload(values));
    if ('error' in result) {
      console.error('Sign-up failed:', result.error);
      setProblem(errorMessage(result.error));
      window.alert(SIGN_UP_ERROR_MESSAGE);
      return;
    }
    navigate('/', { state: { signedUp: true } satisfies SignInLocationState });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign up">
      {problem && <Notice tone="error">{problem}</Notice>}
      <SelectField label={labels.role} required {...field('role')}>
        <option value="student">Student</option>
        <option value="course instructor">Instructor</option>
      </SelectField>
      <TextField label={labels.name} autoComplete="name" required {...field('name')} />
      <TextField label={labels.userId} inputMode="numeric" autoComplete="username" required {...field('userId')} />
      <TextField label={labels.branch} required {...field('branch')} />
      {student && <TextField label="Stream" required {...field('stream')} />}
      {student && <TextField label="Joining Year" type="number" min={1900} required {...field('joiningYear')} />}
      <TextField label={labels.password} type="password" autoComplete="new-password" required {...field('password')} />
      <Button type="submit" disabled={isLoading}>
        Sign Up
      </Button>
    </form>
  );
}
