import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { LeaveKind } from '@leave/contract';
import { leaveKindMessages, PERSONAL_KIND_ID } from '@leave/domain';
import { Button, Card, CardTitle, CheckboxField, Loading, SelectField, TextField, ViewHeading } from '@leave/ui';
import { StackedTable } from '@leave/ui/table';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useAddLeaveKindMutation, useEditLeaveKindMutation, useGetLeaveKindsQuery } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
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

/**
 * Kinds of leave: each with whether it counts toward a course's limit, when it needs a document,
 * and whether students may choose it; a form below adds one, or changes the one being edited.
 */
export function LeaveKindsView() {
  const { data, error, isLoading } = useGetLeaveKindsQuery();
  const [editing, setEditing] = useState<LeaveKind | null>(null);
  const [counts, setCounts] = useState(true);
  const [studentsChoose, setStudentsChoose] = useState(true);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { values, setValues, validate, field, showServerError } = useSchemaForm<
    Record<keyof typeof EMPTY, string>,
    typeof import('./leaveKindRules')
  >(EMPTY, () => import('./leaveKindRules'));
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
    if ('error' in result && showServerError(result.error, { name: 'name' })) return;
    setOutcome(outcomeOf(result));
    if (!('error' in result)) stopEdit();
  };

  const title = editing ? `Edit ${editing.name}` : 'Add a Kind of Leave';
  return (
    <>
      <Card aria-labelledby="leave-kinds-title">
        <ViewHeading id="leave-kinds-title" inCard>
          Kinds of Leave
        </ViewHeading>
        <p>
          A student chooses the kind when applying. A kind that does not count is excused: its accepted leave is not in
          the course&apos;s percentage. A leave applied for without a kind is Personal.
        </p>
        {isLoading && <Loading />}
        {error && <p role="alert">{errorMessage(error)}</p>}
        {data && (
          <StackedTable aria-labelledby="leave-kinds-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Counts toward the limit</th>
                <th scope="col">Document</th>
                <th scope="col">Chosen by</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((kind) => (
                <tr key={kind.kind_id}>
                  <td data-label="Name">
                    {kind.name}
                    {kind.kind_id === PERSONAL_KIND_ID && ' (the default)'}
                  </td>
                  <td data-label="Counts toward the limit">{kind.counts ? 'Yes' : 'No (excused)'}</td>
                  <td data-label="Document">{leaveKindMessages.documentRule(kind).message}</td>
                  <td data-label="Chosen by">{kind.students_choose ? 'Students' : 'Instructors and the admin only'}</td>
                  <td>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={`Edit ${kind.name}`}
                      onClick={() => startEdit(kind)}
                    >
                      Edit
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
          <TextField label="Name" required {...field('name')} />
          <CheckboxField
            label="Counts toward the course's leave limit"
            checked={counts}
            onChange={(event) => setCounts(event.target.checked)}
          />
          <SelectField label="Needs a document" {...field('documentWhen')}>
            <option value="never">Never</option>
            <option value="always">Always</option>
            <option value="days">Beyond a number of days</option>
            <option value="lectures">Beyond a number of lectures</option>
          </SelectField>
          {(values.documentWhen === 'days' || values.documentWhen === 'lectures') && (
            <TextField label="After how many" type="number" min={1} required {...field('documentAfter')} />
          )}
          <CheckboxField
            label="Students may choose it"
            checked={studentsChoose}
            onChange={(event) => setStudentsChoose(event.target.checked)}
          />
          <Button type="submit" disabled={adding.isLoading || saving.isLoading}>
            {editing ? 'Save Kind' : 'Add Kind'}
          </Button>
          {editing && (
            <Button type="button" $variant="secondary" onClick={stopEdit} style={{ marginLeft: 8 }}>
              Cancel
            </Button>
          )}
        </form>
      </Card>
    </>
  );
}
