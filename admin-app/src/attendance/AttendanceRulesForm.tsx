import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { CORRECTION_WINDOW_RANGE, LATES_PER_ABSENCE_RANGE } from '@leave/contract';
import type { AttendanceRules } from '@leave/contract';
import { Button, Card, Loading, SelectField, TextField, ViewHeading } from '@leave/ui';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { useGetAttendanceRulesQuery, useSaveAttendanceRulesMutation } from './attendanceApi';

const LATE_CHOICES = Array.from(
  { length: LATES_PER_ABSENCE_RANGE.max - LATES_PER_ABSENCE_RANGE.min + 1 },
  (_, index) => LATES_PER_ABSENCE_RANGE.min + index,
);

const asValues = (rules: AttendanceRules) => ({
  correction_window_days: String(rules.correction_window_days),
  lates_per_absence: rules.lates_per_absence === null ? '' : String(rules.lates_per_absence),
  absence_counts: rules.absence_counts ? 'yes' : 'no',
});

/** The school's rules for the roll: how long instructors may correct it, how lates and absences count. */
export function AttendanceRulesForm() {
  const { data: rules, error } = useGetAttendanceRulesQuery();
  const [save, { isLoading }] = useSaveAttendanceRulesMutation();
  const { setValues, validate, field, showServerError } = useSchemaForm(
    { correction_window_days: '', lates_per_absence: '', absence_counts: 'yes' },
    () => import('./attendanceRulesRules'),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (rules) setValues(asValues(rules));
  }, [rules, setValues]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const values = await validate((loaded) => loaded.attendanceRulesSchema);
    if (!values) return;
    const result = await save({
      correction_window_days: Number(values.correction_window_days),
      lates_per_absence: values.lates_per_absence === '' ? null : Number(values.lates_per_absence),
      absence_counts: values.absence_counts === 'yes',
    });
    const identity = {
      correction_window_days: 'correction_window_days',
      lates_per_absence: 'lates_per_absence',
      absence_counts: 'absence_counts',
    } as const;
    if ('error' in result && showServerError(result.error, identity)) return;
    setOutcome(outcomeOf(result));
  };

  return (
    <Card aria-labelledby="attendance-rules-title" style={{ maxWidth: 560 }}>
      <ViewHeading id="attendance-rules-title" inCard>
        Attendance Rules
      </ViewHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {error && <p role="alert">The rules could not be loaded. {errorMessage(error)}</p>}
      {!rules && !error && <Loading />}
      {rules && (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="attendance-rules-title">
          <TextField
            label="Correction window (days)"
            hint={`How many days after a lecture its instructor may still take or correct its roll (${CORRECTION_WINDOW_RANGE.min}: on the day only, at most ${CORRECTION_WINDOW_RANGE.max}). After it, only the admin corrects a roll, with a reason.`}
            type="number"
            inputMode="numeric"
            min={CORRECTION_WINDOW_RANGE.min}
            max={CORRECTION_WINDOW_RANGE.max}
            required
            {...field('correction_window_days')}
          />
          <SelectField label="Lates" {...field('lates_per_absence')}>
            <option value="">Lates are not counted</option>
            {LATE_CHOICES.map((n) => (
              <option key={n} value={n}>
                Every {n} lates count as one lecture missed
              </option>
            ))}
          </SelectField>
          <SelectField label="Absence without leave" {...field('absence_counts')}>
            <option value="yes">Counts toward the course’s leave limit</option>
            <option value="no">Does not count toward the limit (shown in attendance only)</option>
          </SelectField>
          <Button type="submit" disabled={isLoading} style={{ minHeight: 44 }}>
            Save Attendance Rules
          </Button>
        </form>
      )}
    </Card>
  );
}
