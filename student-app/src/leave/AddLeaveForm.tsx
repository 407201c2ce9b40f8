import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { addDays } from '@leave/contract';
import type { IsoDate, LeavePolicy, LeaveRequestResponse, Session } from '@leave/contract';
import {
  COURSE_CODE_PATTERN,
  dateRefusal,
  MAX_RANGE_DAYS,
  PERSONAL_KIND_ID,
  TEXT_MAX,
  uiMessages,
} from '@leave/domain';
import {
  Button,
  Card,
  CardTitle,
  CheckboxField,
  CheckboxGroup,
  LiveRegion,
  Notice,
  ReadOnlyFacts,
  SelectField,
  TextAreaField,
  TextField,
} from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { styled } from '@leave/ui/styled';
import { DateField, errorMessage, useSchemaForm } from '@leave/web-kit';
import {
  useAddLeaveMutation,
  useApplyLeaveMutation,
  useGetLeaveKindsQuery,
  useGetLeavePreviewQuery,
} from '../api/studentApi';
import { words } from '../words/words';
import { LeavePreviewNotice, RequestOutcome } from './afterAction';

interface AddLeaveFormProps {
  session: Session;
  date: IsoDate;
  /** The student's course codes, offered as suggestions and as more courses to apply for. */
  courseCodes: string[];
  /** Which dates may be applied for, once known. */
  policy?: LeavePolicy;
  onAdded: (date: IsoDate) => void;
  /** What a request of several days or courses did (shown by the view: the form may give way to Leave Details). */
  onApplied: (outcome: LeaveRequestResponse) => void;
  /** Why nothing can be applied for yet (no enrolment): the form is shown disabled under it. */
  unavailable?: ReactNode;
  /** A course to fill in (Apply for leave on an absence), a new key each time: the Reason takes the focus. */
  prefill?: { course: string; key: number };
}

/** Every control of the form, disabled at once while nothing can be applied for. */
const Fields = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

type Values = { reason: string; courseCode: string; toDate: string };
const EMPTY: Values = { reason: '', courseCode: '', toDate: '' };

/**
 * The form for a day without leave, as the spec has it (one date, one Course Code), and more:
 * a To date for several days (weekends left out unless ticked), more courses, or all of them.
 */
export function AddLeaveForm({
  session,
  date,
  courseCodes,
  policy,
  onAdded,
  onApplied,
  unavailable,
  prefill,
}: AddLeaveFormProps) {
  const intl = useIntl();
  const say = (word: (typeof words)[keyof typeof words]) => intl.formatMessage(word);
  const { values, setValues, validate, field } = useSchemaForm(EMPTY, () => import('./addLeaveRules'));
  const reasonField = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (!prefill) return;
    setValues((current) => ({ ...current, courseCode: prefill.course }));
    reasonField.current?.focus();
  }, [prefill, setValues]);
  const [includeWeekends, setIncludeWeekends] = useState(false);
  const [allCourses, setAllCourses] = useState(false);
  const [moreCourses, setMoreCourses] = useState<string[]>([]);
  const [kindId, setKindId] = useState(PERSONAL_KIND_ID);
  // The kinds a student may choose; until they come, Personal (the seed's plain leave) is the one.
  const kinds = (useGetLeaveKindsQuery().data?.items ?? []).filter((kind) => kind.students_choose);
  const kindName = kinds.find((kind) => kind.kind_id === kindId)?.name ?? 'Personal';
  // Personal leave asks as the seed always did: no kind in the body.
  const kindField = kindId === PERSONAL_KIND_ID ? {} : { kind_id: kindId };
  // A failure or an outcome is about one date; it is not shown once another date is picked.
  const [problem, setProblem] = useState<{ date: IsoDate; message: string } | null>(null);
  const [addLeave, adding] = useAddLeaveMutation();
  const [applyLeave, applying] = useApplyLeaveMutation();
  const suggestionsId = useId();
  const outOfPolicy = policy ? dateRefusal(date, policy) : null;
  // What approval would do, asked of the server as the request takes shape.
  const typedCourse = values.courseCode.trim().toUpperCase();
  const toDateOk = !values.toDate || (values.toDate >= date && values.toDate <= addDays(date, MAX_RANGE_DAYS - 1));
  const chosen = allCourses
    ? []
    : [...new Set([typedCourse, ...moreCourses].filter((c) => COURSE_CODE_PATTERN.test(c)))];
  const askPreview = toDateOk && (allCourses || chosen.length > 0) && !outOfPolicy;
  useEffect(() => {
    if (askPreview) LeavePreviewNotice.preload();
  }, [askPreview]);
  const { currentData: preview } = useGetLeavePreviewQuery(
    {
      user_id: session.user_id,
      user_role: session.role,
      from_date: date,
      ...(values.toDate ? { to_date: values.toDate, include_weekends: includeWeekends } : {}),
      ...(allCourses ? { all_courses: true } : { course_codes: chosen }),
      ...kindField,
    },
    { skip: !askPreview },
  );
  const otherCourses = courseCodes.filter((code) => code !== values.courseCode.trim().toUpperCase());

  const reset = () => {
    setValues(EMPTY);
    setMoreCourses([]);
    setAllCourses(false);
    setIncludeWeekends(false);
    setKindId(PERSONAL_KIND_ID);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // The rules say their messages in the language in use (addLeaveRules.ts).
    const checked = await validate((rules) => rules.leaveFormSchema(date, allCourses, intl));
    if (!checked) return;
    const courseCode = checked.courseCode.trim().toUpperCase();
    if (!checked.toDate && !allCourses && moreCourses.length === 0 && kindId === PERSONAL_KIND_ID) {
      // One day, one course of plain (Personal) leave: the spec's call, exactly as before.
      const result = await addLeave({
        reason: checked.reason,
        course_code: courseCode,
        leave_date: date,
        user_id: session.user_id,
        user_role: session.role,
      });
      if ('error' in result) {
        console.error('Failed to add leave', result.error);
        const message = errorMessage(result.error, uiMessages.leaveNotAdded, intl);
        // The server's refusal ("CS201 does not meet on Mondays") is said of the date and course,
        // as a request's refusals are; a failure to reach it is not about them.
        const status = (result.error as { status?: unknown }).status;
        const refusal = typeof status === 'number' && status >= 400 && status < 500;
        setProblem({
          date,
          message: refusal
            ? // The seed's panel, where the date is written as the form has it (YYYY-MM-DD).
              intl.formatMessage(words.notAppliedFor, { date, course: courseCode, why: message })
            : message,
        });
        return;
      }
      reset();
      onAdded(date);
      return;
    }
    RequestOutcome.preload();
    const result = await applyLeave({
      user_id: session.user_id,
      user_role: session.role,
      reason: checked.reason,
      from_date: date,
      ...(checked.toDate ? { to_date: checked.toDate, include_weekends: includeWeekends } : {}),
      ...(allCourses ? { all_courses: true } : { course_codes: [...new Set([courseCode, ...moreCourses])] }),
      ...kindField,
    });
    if ('error' in result) {
      console.error('Failed to add leave', result.error);
      setProblem({ date, message: errorMessage(result.error, uiMessages.leaveNotAdded, intl) });
      return;
    }
    if (result.data.applied.length > 0) reset();
    onApplied(result.data);
  };

  const toggleCourse = (code: string, on: boolean) =>
    setMoreCourses((current) => (on ? [...current, code] : current.filter((c) => c !== code)));

  return (
    <Card aria-labelledby="add-leave-title">
      <CardTitle id="add-leave-title">{say(words.addLeave)}</CardTitle>
      {unavailable}
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-leave-title">
        <Fields disabled={Boolean(unavailable)}>
          {outOfPolicy && <Notice tone="info">{outOfPolicy}</Notice>}
          {problem?.date === date && <Notice tone="error">{problem.message}</Notice>}
          <ReadOnlyFacts
            facts={[
              { label: say(words.leaveDate), value: date },
              { label: say(words.userId), value: String(session.user_id) },
              { label: say(words.userRole), value: session.role },
            ]}
          />
          {kinds.length > 1 && (
            <SelectField
              label={say(words.kind)}
              value={String(kindId)}
              onChange={(event) => setKindId(Number(event.target.value))}
            >
              {kinds.map((kind) => (
                <option key={kind.kind_id} value={kind.kind_id}>
                  {kind.name}
                </option>
              ))}
            </SelectField>
          )}
          <TextAreaField
            label={say(words.reason)}
            required
            maxLength={TEXT_MAX.reason}
            {...field('reason')}
            ref={(element: HTMLTextAreaElement | null) => {
              reasonField.current = element;
              field('reason').ref(element);
            }}
          />
          <TextField
            label={say(words.courseCode)}
            hint={
              courseCodes.length > 0
                ? intl.formatMessage(words.chooseFrom, { codes: courseCodes.join(', ') })
                : undefined
            }
            required={!allCourses}
            disabled={allCourses}
            autoComplete="off"
            list={suggestionsId}
            {...field('courseCode')}
          />
          <datalist id={suggestionsId}>
            {courseCodes.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
          {/* The courses in one place: the Course Code (the seed's field), the student's other
              courses beside it, or all of them in place of both. */}
          {!allCourses && otherCourses.length > 0 && (
            <CheckboxGroup legend={say(words.alsoFor)}>
              {otherCourses.map((code) => (
                <CheckboxField
                  key={code}
                  label={code}
                  checked={moreCourses.includes(code)}
                  onChange={(event) => toggleCourse(code, event.target.checked)}
                />
              ))}
            </CheckboxGroup>
          )}
          <CheckboxField
            label={say(words.allCourses)}
            checked={allCourses}
            onChange={(event) => setAllCourses(event.target.checked)}
          />
          <DateField label={say(words.toDate)} {...field('toDate')} />
          {values.toDate && (
            <CheckboxField
              label={say(words.includeWeekends)}
              checked={includeWeekends}
              onChange={(event) => setIncludeWeekends(event.target.checked)}
            />
          )}
          <Button type="submit" disabled={adding.isLoading || applying.isLoading}>
            {say(words.submit)}
          </Button>
          {/* Below Submit: it arrives as the fields change, just as a hand goes to Submit, and
              above it would push the button from under the pointer (a click then lands on the
              notice and nothing is sent). */}
          <LiveRegion aria-label={say(words.whatApprovalWouldDo)}>
            {preview && <LeavePreviewNotice preview={preview} kindName={kindName} />}
          </LiveRegion>
        </Fields>
      </form>
    </Card>
  );
}
