import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { LeaveKind } from '@leave/contract';
import { leaveKindMessages, PERSONAL_KIND_ID } from '@leave/domain';
import { Button, Card, CardTitle, CheckboxField, Loading, SelectField, TextField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { StackedTable } from '@leave/ui/table';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useAddLeaveKindMutation, useEditLeaveKindMutation, useGetLeaveKindsQuery } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { leaveKindWords as words } from '../words/leaveKinds';
import { useRuleWords } from '../words/useRuleWords';
import type { DocumentChoice } from './leaveKindRules';

const EMPTY = { name: '', documentWhen: 'never' as DocumentChoice, documentAfter: '' };

const formOf = (kind: LeaveKind) => ({
  name: kind.name,
  documentWhen: (kind.document_after === null
    ? 'never'
    : kind.document_after === 0
      ? 'always'
      : kind.document_unit) as DocumentChoice,
  documentAfter: kind.document_after ? String(kind.document_after) : '',
});

/** A kind's document rule, as the domain words it (`leaveKindMessages.documentRule`), by its word. */
const documentRuleOf = ({ document_after: after, document_unit: unit }: LeaveKind): MessageDescriptor =>
  after === null
    ? words.noDocument
    : after === 0
      ? words.documentAlways
      : unit === 'days'
        ? after === 1
          ? words.documentBeyondDay
          : words.documentBeyondDays
        : after === 1
          ? words.documentBeyondLecture
          : words.documentBeyondLectures;

/**
 * Kinds of leave: each with whether it counts toward a course's limit, when it needs a document,
 * and whether students may choose it; a form below adds one, or changes the one being edited.
 */
export function LeaveKindsView() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const ruleWords = useRuleWords();
  const { data, error, isLoading } = useGetLeaveKindsQuery();
  const [editing, setEditing] = useState<LeaveKind | null>(null);
  const [counts, setCounts] = useState(true);
  const [studentsChoose, setStudentsChoose] = useState(true);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    values,
    setValues,
    validate,
    field: ruledField,
    showServerError,
  } = useSchemaForm<Record<keyof typeof EMPTY, string>, typeof import('./leaveKindRules')>(
    EMPTY,
    () => import('./leaveKindRules'),
  );
  /** A field whose rule's message is in the language in use. */
  const field = (key: keyof typeof EMPTY) => {
    const props = ruledField(key);
    return { ...props, error: ruleWords(props.error) };
  };
  const [addKind, adding] = useAddLeaveKindMutation();
  const [editKind, saving] = useEditLeaveKindMutation();
  const formHeading = useRef<HTMLHeadingElement>(null);

  const startEdit = (kind: LeaveKind) => {
    setEditing(kind);
    setValues(formOf(kind));
    setCounts(kind.counts);
    setStudentsChoose(kind.students_choose);
    setOutcome(null);
    formHeading.current?.focus();
  };
  const stopEdit = () => {
    setEditing(null);
    setValues(EMPTY);
    setCounts(true);
    setStudentsChoose(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = await validate((rules) => rules.leaveKindFormSchema);
    if (!checked) return;
    const kind = { ...checked, counts, students_choose: studentsChoose };
    const result = editing ? await editKind({ kind_id: editing.kind_id, ...kind }) : await addKind(kind);
    if ('error' in result && showServerError(result.error, { name: 'name' }, intl)) return;
    // The answer carries its English and the kind: said by its code in another language.
    const saved = 'data' in result ? result.data : undefined;
    const said =
      saved && (editing ? leaveKindMessages.leaveKindSaved : leaveKindMessages.leaveKindAdded)(saved.kind.name);
    setOutcome(outcomeOf(result, undefined, intl, said && said.message === saved?.message ? said : undefined));
    if (!('error' in result)) stopEdit();
  };

  const title = editing ? say(words.editKind, { name: editing.name }) : say(words.addKindTitle);
  return (
    <>
      <Card aria-labelledby="leave-kinds-title">
        <ViewHeading id="leave-kinds-title" inCard>
          {say(words.title)}
        </ViewHeading>
        <p>{say(words.about)}</p>
        {isLoading && <Loading />}
        {error && <p role="alert">{errorMessage(error, undefined, intl)}</p>}
        {data && (
          <StackedTable aria-labelledby="leave-kinds-title">
            <thead>
              <tr>
                <th scope="col">{say(words.name)}</th>
                <th scope="col">{say(words.counts)}</th>
                <th scope="col">{say(words.document)}</th>
                <th scope="col">{say(words.chosenBy)}</th>
                <th scope="col">
                  <span className="visually-hidden">{say(words.actions)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((kind) => (
                <tr key={kind.kind_id}>
                  <td data-label={say(words.name)}>
                    {kind.name}
                    {kind.kind_id === PERSONAL_KIND_ID && say(words.theDefault)}
                  </td>
                  <td data-label={say(words.counts)}>{kind.counts ? say(words.yes) : say(words.noExcused)}</td>
                  <td data-label={say(words.document)}>
                    {say(documentRuleOf(kind), { count: kind.document_after ?? 0 })}
                  </td>
                  <td data-label={say(words.chosenBy)}>
                    {kind.students_choose ? say(words.students) : say(words.staffOnly)}
                  </td>
                  <td>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={say(words.editKind, { name: kind.name })}
                      onClick={() => startEdit(kind)}
                    >
                      {say(words.edit)}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        )}
      </Card>
      <Card aria-labelledby="leave-kind-form-title" style={{ maxWidth: 520 }}>
        <CardTitle id="leave-kind-form-title" ref={formHeading} tabIndex={-1}>
          {title}
        </CardTitle>
        <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
        <form noValidate onSubmit={onSubmit} aria-labelledby="leave-kind-form-title">
          <TextField label={say(words.name)} required {...field('name')} />
          <CheckboxField
            label={say(words.countsLabel)}
            checked={counts}
            onChange={(event) => setCounts(event.target.checked)}
          />
          <SelectField label={say(words.needsDocument)} {...field('documentWhen')}>
            <option value="never">{say(words.never)}</option>
            <option value="always">{say(words.always)}</option>
            <option value="days">{say(words.beyondDays)}</option>
            <option value="lectures">{say(words.beyondLectures)}</option>
          </SelectField>
          {(values.documentWhen === 'days' || values.documentWhen === 'lectures') && (
            <TextField label={say(words.afterHowMany)} type="number" min={1} required {...field('documentAfter')} />
          )}
          <CheckboxField
            label={say(words.studentsChoose)}
            checked={studentsChoose}
            onChange={(event) => setStudentsChoose(event.target.checked)}
          />
          <Button type="submit" disabled={adding.isLoading || saving.isLoading}>
            {editing ? say(words.saveKind) : say(words.addKind)}
          </Button>
          {editing && (
            <Button type="button" $variant="secondary" onClick={stopEdit} style={{ marginLeft: 8 }}>
              {say(words.cancel)}
            </Button>
          )}
        </form>
      </Card>
    </>
  );
}
