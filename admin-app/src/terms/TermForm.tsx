import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Term } from '@leave/contract';
import { Button, Card, TextField } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { DateField, useSchemaForm } from '@leave/web-kit';
import { useAddTermMutation, useEditTermMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';

/** The wire's names for the form's fields, so a refusal is said beside the field it names. */
const FIELDS = { name: 'name', first_day: 'firstDay', last_day: 'lastDay' } as const;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const FormHeading = styled.h3`
  margin: 0 0 12px;
  &:focus {
    outline: none;
  }
`;

interface TermFormProps {
  /** The term to edit; none to add one. */
  term: Term | null;
  /** Done editing: saved (with what the server said), or cancelled. */
  onClose: (saved?: Outcome) => void;
  /** A new term was added. */
  onAdded?: (term: Term) => void;
}

/** Add a term, or change one's name or days. Give it a `key` per term, so it starts from that term. */
export function TermForm({ term, onClose, onAdded }: TermFormProps) {
  const { validate, field, setValues, showServerError } = useSchemaForm(
    { name: term?.name ?? '', firstDay: term?.first_day ?? '', lastDay: term?.last_day ?? '' },
    () => import('./termRules'),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [addTerm, adding] = useAddTermMutation();
  const [editTerm, editing] = useEditTermMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = term ? `Edit Term ${term.name}` : 'Add Term';

  // Opened to edit a term: the reader starts at its heading.
  useEffect(() => {
    if (term) heading.current?.focus();
  }, [term]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const payload = await validate((rules) => rules.termFormSchema);
    if (!payload) return;
    const result = term ? await editTerm({ term_id: term.term_id, ...payload }) : await addTerm(payload);
    if ('error' in result && showServerError(result.error, FIELDS)) return;
    const said = outcomeOf(result, 'The term could not be saved.');
    if (said.ok && term) return onClose(said);
    setOutcome(said);
    if (said.ok) setValues({ name: '', firstDay: '', lastDay: '' });
    if (said.ok && 'data' in result && result.data) onAdded?.(result.data.term);
  };

  return (
    <Card aria-labelledby="term-form-title" style={{ maxWidth: 520, margin: '16px 0' }}>
      <FormHeading id="term-form-title" ref={heading} tabIndex={-1}>
        {title}
      </FormHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="term-form-title">
        <TextField label="Term name" required autoComplete="off" hint="Such as Autumn 2026" {...field('name')} />
        <DateField label="First day" required hint="The first day of teaching" {...field('firstDay')} />
        <DateField label="Last day" required hint="The last day of teaching" {...field('lastDay')} />
        <Buttons>
          <Button type="submit" disabled={adding.isLoading || editing.isLoading}>
            {term ? 'Save Term' : 'Add Term'}
          </Button>
          {term && (
            <Button type="button" $variant="secondary" onClick={() => onClose()}>
              Cancel
            </Button>
          )}
        </Buttons>
      </form>
    </Card>
  );
}
