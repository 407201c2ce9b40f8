import { LEAVE_STATUSES } from '@leave/contract';
import type { DecidedLeavesQuery, LeaveStatus, LeaveWithHistory } from '@leave/contract';
import { SelectField, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { DateField, SchoolDate, StatusChip, useSchemaForm } from '@leave/web-kit';
import { statusWords } from '@leave/web-kit/words/status';
import { useGetAllLeavesQuery, useGetCoursesQuery, useLazyExportLeavesQuery } from '../api/adminApi';
import type { AuditTrailFilters } from '../audit/AuditTrail';
import type { Column } from '../shared/ColumnsTable';
import { FilteredList } from '../shared/FilteredList';
import { leaveWords as words } from '../words/leaves';
import { DecidedBy, LeaveHistory } from './LeaveHistory';

type Values = { course: string; status: string; rollNo: string; from: string; to: string };
const EMPTY: Values = { course: '', status: '', rollNo: '', from: '', to: '' };

const columnsWith = (
  say: Words['formatMessage'],
  onOpenAudit?: (rollNo: number) => void,
): Array<Column<LeaveWithHistory>> => [
  { label: say(words.date), cell: (leave) => <SchoolDate date={leave.leave_date} /> },
  { label: say(words.rollNo), cell: (leave) => leave.user_id },
  { label: say(words.name), cell: (leave) => leave.student_name },
  {
    label: say(words.course),
    cell: (leave) => (
      <>
        {leave.course_code}
        {leave.no_longer_enrolled && say(words.noLongerEnrolled)}
      </>
    ),
  },
  { label: say(words.status), cell: (leave) => <StatusChip status={leave.status} /> },
  { label: say(words.reason), cell: (leave) => leave.reason },
  { label: say(words.decidedBy), cell: (leave) => <DecidedBy leave={leave} /> },
  { label: say(words.history), cell: (leave) => <LeaveHistory leave={leave} onOpenAudit={onOpenAudit} /> },
];

/** Filters All Leave can open with (the overview's "Requests waiting" and "Leave today"). */
export type AllLeaveFilters = Pick<DecidedLeavesQuery, 'status' | 'from' | 'to'>;

/** Every leave in every course, newest date first, filtered on the server; downloadable as CSV. */
export function AllLeave({
  initial = {},
  onOpenAudit,
}: {
  initial?: AllLeaveFilters;
  /** Opens the audit trail on a student (the history's "Audit trail of ..."). */
  onOpenAudit?: (filters: AuditTrailFilters) => void;
}) {
  const { validate, field } = useSchemaForm(
    { ...EMPTY, status: initial.status ?? '', from: initial.from ?? '', to: initial.to ?? '' },
    () => import('./allLeaveRules'),
  );
  const courses = useGetCoursesQuery();
  const [exportLeaves] = useLazyExportLeavesQuery();
  const say = useIntl().formatMessage;

  const readFilters = async (): Promise<Omit<DecidedLeavesQuery, 'page' | 'page_size'> | undefined> => {
    const chosen = await validate((rules) => rules.filterSchema);
    return (
      chosen && {
        ...(chosen.course ? { course_code: chosen.course } : {}),
        ...(chosen.status ? { status: chosen.status as LeaveStatus } : {}),
        ...(chosen.rollNo ? { roll_no: chosen.rollNo } : {}),
        ...(chosen.from ? { from: chosen.from } : {}),
        ...(chosen.to ? { to: chosen.to } : {}),
      }
    );
  };

  return (
    <FilteredList
      title={say(words.title)}
      formLabel={say(words.formLabel)}
      fields={
        <>
          <SelectField label={say(words.course)} {...field('course')}>
            <option value="">{say(words.anyCourse)}</option>
            {courses.data?.map((course) => (
              <option key={course.course_code} value={course.course_code}>
                {course.course_code} - {course.course_title}
              </option>
            ))}
          </SelectField>
          <SelectField label={say(words.status)} {...field('status')}>
            <option value="">{say(words.anyStatus)}</option>
            {LEAVE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {say(statusWords[status])}
              </option>
            ))}
          </SelectField>
          <TextField label={say(words.rollNo)} inputMode="numeric" autoComplete="off" {...field('rollNo')} />
          <DateField label={say(words.from)} {...field('from')} />
          <DateField label={say(words.to)} {...field('to')} />
        </>
      }
      readFilters={readFilters}
      initialFilters={initial}
      useList={useGetAllLeavesQuery}
      loadError={say(words.notLoaded)}
      status={(total) => say(total === 1 ? words.oneLeave : total ? words.manyLeaves : words.noLeave, { count: total })}
      table={{
        label: say(words.table),
        columns: columnsWith(say, onOpenAudit && ((rollNo) => onOpenAudit({ person: String(rollNo) }))),
        rowKey: (leave) => leave.leave_id,
      }}
      pagerLabel={say(words.pages)}
      csv={{
        label: say(words.download),
        filename: 'leave.csv',
        what: say(words.list),
        fetchCsv: (filters) => exportLeaves(filters),
      }}
    />
  );
}
