import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { css, styled } from '@leave/ui/styled';
import { theme } from './theme';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const control = css<{ $invalid?: boolean }>`
  font: inherit;
  padding: 8px 10px;
  border-radius: ${theme.radius};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${theme.color.surface};
  &[readonly] {
    background: ${theme.color.background};
    color: ${theme.color.muted};
  }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;
const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 88px;
  resize: vertical;
`;
const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;

const ErrorText = styled.span`
  color: ${theme.color.danger};
  font-size: 0.9rem;
`;

const HintText = styled.span`
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

interface FieldProps {
  label: string;
  /** A line under the label saying what the field takes; read out with the field. */
  hint?: string;
  /** A message under the field, shown when the value is not acceptable. */
  error?: string;
  id?: string;
}

/** What ties a control to its label and its error message. */
interface ControlProps {
  id: string;
  $invalid: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A label, the control it names, and the error message the control points to. */
function Field({ label, hint, error, id, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <Wrapper>
      <Label htmlFor={fieldId}>{label}</Label>
      {hint && <HintText id={hintId}>{hint}</HintText>}
      {children({
        id: fieldId,
        $invalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

export function TextField({ label, hint, error, id, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

export function TextAreaField({ label, error, id, ...textarea }: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => <TextArea {...control} {...textarea} />}
    </Field>
  );
}

export function SelectField({ label, error, id, ...select }: FieldProps & ComponentProps<'select'>) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => <Select {...control} {...select} />}
    </Field>
  );
}

const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  min-height: 24px;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

/** A checkbox with its label beside it (the whole label toggles it). */
export function CheckboxField({ label, ...input }: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <CheckboxLabel>
      <input type="checkbox" {...input} />
      {label}
    </CheckboxLabel>
  );
}
