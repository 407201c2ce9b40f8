import { useId } from 'react';
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
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

interface FieldProps {
  label: string;
  /** A message under the field, shown when the value is not acceptable. */
  error?: string;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, errorId: `${fieldId}-error` };
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? <ErrorText id={id}>{error}</ErrorText> : null;
}

export function TextField({ label, error, id, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { fieldId, errorId } = useFieldIds(id);
  return (
    <Wrapper>
      <Label htmlFor={fieldId}>{label}</Label>
      <Input
        id={fieldId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </Wrapper>
  );
}

export function TextAreaField({
  label,
  error,
  id,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { fieldId, errorId } = useFieldIds(id);
  return (
    <Wrapper>
      <Label htmlFor={fieldId}>{label}</Label>
      <TextArea
        id={fieldId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </Wrapper>
  );
}

export function SelectField({
  label,
  error,
  id,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { fieldId, errorId } = useFieldIds(id);
  return (
    <Wrapper>
      <Label htmlFor={fieldId}>{label}</Label>
      <Select
        id={fieldId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </Select>
      <FieldError id={errorId} error={error} />
    </Wrapper>
  );
}

/**
 * The required-field check every form uses (native validation is off, as the spec says):
 * one message per empty field, keyed like the values.
 */
export function requiredFieldErrors<K extends string>(
  values: Record<K, string>,
  labels: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(labels) as K[]) {
    if (values[key].trim() === '') errors[key] = `${labels[key]} is required`;
  }
  return errors;
}
