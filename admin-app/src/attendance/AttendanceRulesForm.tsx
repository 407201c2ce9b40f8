import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { CORRECTION_WINDOW_RANGE, LATES_PER_ABSENCE_RANGE } from '@leave/contract';
import type { AttendanceRules } from '@leave/contract';
import { Button, Card, Loading, SelectField, TextField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { attendanceWords as words } from '../words/attendance';
import { sayingRules, useRuleWords } from '../words/useRuleWords';
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
  const form = useSchemaForm(
    { correction_window_days: '', lates_per_absence: '', absence_counts: 'yes' },
    () => import('./attendanceRulesRules'),
  );
  const { setValues, validate, showServerError } = form;
  const field = sayingRules(form.field, useRuleWords());
  const intl = useIntl();
  const say = intl.formatMessage;
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
    if ('error' in result && showServerError(result.error, identity, intl)) return;
    // The server's answer, said by its code ('roll.rulesSaved') in another language.
    setOutcome(outcomeOf(result, undefined, intl, { code: 'roll.rulesSaved', params: {} }));
  };

  return (
    <Card aria-labelledby="attendance-rules-title" style={{ maxWidth: 560 }}>
      <ViewHeading id="attendance-rules-title" inCard>
        {say(words.rulesTitle)}
      </ViewHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {error && <p role="alert">{say(words.rulesNotLoaded, { error: errorMessage(error, undefined, intl) })}</p>}
      {!rules && !error && <Loading />}
      {rules && (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="attendance-rules-title">
          <TextField
            label={say(words.correctionWindow)}
            hint={say(words.correctionWindowHint, CORRECTION_WINDOW_RANGE)}
            type="number"
            inputMode="numeric"
            min={CORRECTION_WINDOW_RANGE.min}
            max={CORRECTION_WINDOW_RANGE.max}
            required
            {...field('correction_window_days')}
          />
          <SelectField label={say(words.lates)} {...field('lates_per_absence')}>
            <option value="">{say(words.latesNotCounted)}</option>
            {LATE_CHOICES.map((n) => (
              <option key={n} value={n}>
                {say(words.everyLates, { count: n })}
              </option>
            ))}
          </SelectField>
          <SelectField label={say(words.absenceWithoutLeave)} {...field('absence_counts')}>
            <option value="yes">{say(words.absenceCounts)}</option>
            <option value="no">{say(words.absenceNotCounted)}</option>
          </SelectField>
          <Button type="submit" disabled={isLoading} style={{ minHeight: 44 }}>
            {say(words.saveRules)}
          </Button>
        </form>
      )}
    </Card>
  );
}
