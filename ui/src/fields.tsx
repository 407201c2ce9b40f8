import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { css, styled } from '@leave/ui/styled';
import { theme, TOUCH_SIZED } from './theme';

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
/** Every select is as wide as its card allows up to one width, the same on every page. */
const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
  width: 100%;
  max-width: ${theme.selectWidth};
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

export function TextAreaField({ label, hint, error, id, ...textarea }: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <TextArea {...control} {...textarea} />}
    </Field>
  );
}

export function SelectField({ label, hint, error, id, ...select }: FieldProps & ComponentProps<'select'>) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
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
  cursor: pointer;
  @media ${TOUCH_SIZED} {
    min-height: ${theme.tapTarget};
  }
`;

/** Around a box without a visible label: a fingertip's square on a phone, a tap anywhere in it ticks the box. */
const CheckboxHitArea = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  cursor: pointer;
  @media ${TOUCH_SIZED} {
    min-width: ${theme.tapTarget};
    min-height: ${theme.tapTarget};
  }
`;

const CheckboxInput = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${theme.color.primary};
  cursor: pointer;
  @media ${TOUCH_SIZED} {
    width: 24px;
    height: 24px;
  }
`;

/**
 * The product's checkbox, for a box named by aria-label where a visible label would repeat the
 * row it sits in ("Select leave of 1001 on 2 Dec"); CheckboxField when it has a label of its own.
 */
export function Checkbox(input: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <CheckboxHitArea>
      <CheckboxInput type="checkbox" {...input} />
    </CheckboxHitArea>
  );
}

/** A checkbox with its label beside it (the whole label toggles it). */
export function CheckboxField({ label, ...input }: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <CheckboxLabel>
      <CheckboxInput type="checkbox" {...input} />
      {label}
    </CheckboxLabel>
  );
}

const Group = styled.fieldset`
  border: none;
  margin: 0 0 12px;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const GroupBoxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 20px;
`;

/** Checkboxes under one name ("Also for"), side by side as far as the width allows. */
export function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Group>
      <legend>{legend}</legend>
      <GroupBoxes>{children}</GroupBoxes>
    </Group>
  );
}

/** A file input whose button looks like the product's secondary button, in both palettes. */
const FileInput = styled.input<{ $invalid?: boolean }>`
  font: inherit;
  /* A percentage width lets it shrink with a narrow card: its own width ("Choose Files No file
     chosen") would otherwise widen every grid or flex box it is in past a phone's screen. */
  width: 100%;
  max-width: 100%;
  color: ${theme.color.text};
  &::file-selector-button {
    font: inherit;
    font-weight: 600;
    margin-inline-end: 12px;
    padding: 8px 16px;
    border-radius: ${theme.radius};
    border: 1px solid ${({ $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    cursor: pointer;
  }
`;

/** A labelled file chooser, with a hint and an error as the other fields have. */
export function FileField({ label, hint, error, id, ...input }: FieldProps & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <FileInput type="file" {...control} {...input} />}
    </Field>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0 0 12px;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    font-weight: 600;
    font-size: 0.95rem;
  }
  dd {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

/**
 * Values a form shows but does not take (the date, the user's id and role), as text with their
 * labels on one or two lines rather than as inputs. Each value is named by its label, so it is
 * found by that label as a field is.
 */
export function ReadOnlyFacts({ facts }: { facts: Array<{ label: string; value: ReactNode }> }) {
  const id = useId();
  return (
    <Facts>
      {facts.map(({ label, value }, index) => (
        <div key={label}>
          <dt id={`${id}-${index}`}>{label}</dt>
          <dd aria-labelledby={`${id}-${index}`}>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
