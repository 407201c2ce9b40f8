import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Term } from '@leave/contract';
import { Button, Card, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { styled } from '@leave/ui/styled';
import { DateField, useSchemaForm } from '@leave/web-kit';
import { useAddTermMutation, useEditTermMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { termWords as words } from '../words/terms';
import { sayingRules, useRuleWords } from '../words/useRuleWords';

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
  const form = useSchemaForm(
    { name: term?.name ?? '', firstDay: term?.first_day ?? '', lastDay: term?.last_day ?? '' },
    () => import('./termRules'),
  );
  const { validate, setValues, showServerError } = form;
  const field = sayingRules(form.field, useRuleWords());
  const intl = useIntl();
  const say = intl.formatMessage;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [addTerm, adding] = useAddTermMutation();
  const [editTerm, editing] = useEditTermMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = term ? say(words.editTermTitle, { name: term.name }) : say(words.addTerm);

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
    if ('error' in result && showServerError(result.error, FIELDS, intl)) return;
    // The server's answer, said by its code in another language.
    const answer = { code: term ? 'lecture.termEdited' : 'lecture.termAdded', params: { name: payload.name } };
    const said = outcomeOf(result, say(words.notSaved), intl, answer);
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
        <TextField
          label={say(words.termName)}
          required
          autoComplete="off"
          hint={say(words.termNameHint)}
          {...field('name')}
        />
        <DateField label={say(words.firstDay)} required hint={say(words.firstDayHint)} {...field('firstDay')} />
        <DateField label={say(words.lastDay)} required hint={say(words.lastDayHint)} {...field('lastDay')} />
        <Buttons>
          <Button type="submit" disabled={adding.isLoading || editing.isLoading}>
            {say(term ? words.saveTerm : words.addTerm)}
          </Button>
          {term && (
            <Button type="button" $variant="secondary" onClick={() => onClose()}>
              {say(words.cancel)}
            </Button>
          )}
        </Buttons>
      </form>
    </Card>
  );
}
