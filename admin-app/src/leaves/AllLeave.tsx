import { LEAVE_STATUSES } from '@leave/contract';
import type { DecidedLeavesQuery, LeaveStatus, LeaveWithHistory } from '@leave/contract';
import { uiMessages } from '@leave/domain';
import { SelectField, TextField } from '@leave/ui';
import { DateField, SchoolDate, StatusChip, useSchemaForm } from '@leave/web-kit';
import { useGetAllLeavesQuery, useGetCoursesQuery, useLazyExportLeavesQuery } from '../api/adminApi';
import type { AuditTrailFilters } from '../audit/AuditTrail';
import type { Column } from '../shared/ColumnsTable';
import { FilteredList } from '../shared/FilteredList';
import { DecidedBy, LeaveHistory } from './LeaveHistory';

type Values = { course: string; status: string; rollNo: string; from: string; to: string };
const EMPTY: Values = { course: '', status: '', rollNo: '', from: '', to: '' };

const columnsWith = (onOpenAudit?: (rollNo: number) => void): Array<Column<LeaveWithHistory>> => [
  { label: 'Date', cell: (leave) => <SchoolDate date={leave.leave_date} /> },
  { label: 'Roll No.', cell: (leave) => leave.user_id },
  { label: 'Name', cell: (leave) => leave.student_name },
  {
    label: 'Course',
    cell: (leave) => (
      <>
        {leave.course_code}
        {leave.no_longer_enrolled && uiMessages.noLongerEnrolled}
      </>
    ),
  },
  { label: 'Status', cell: (leave) => <StatusChip status={leave.status} /> },
  { label: 'Reason', cell: (leave) => leave.reason },
  { label: 'Decided by', cell: (leave) => <DecidedBy leave={leave} /> },
  { label: 'History', cell: (leave) => <LeaveHistory leave={leave} onOpenAudit={onOpenAudit} /> },
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
      title="All Leave"
      formLabel="All leave"
      fields={
        <>
          <SelectField label="Course" {...field('course')}>
            <option value="">Any course</option>
            {courses.data?.map((course) => (
              <option key={course.course_code} value={course.course_code}>
                {course.course_code} - {course.course_title}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" {...field('status')}>
            <option value="">Any status</option>
            {LEAVE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
          <TextField label="Roll No." inputMode="numeric" autoComplete="off" {...field('rollNo')} />
          <DateField label="From" {...field('from')} />
          <DateField label="To" {...field('to')} />
        </>
      }
      readFilters={readFilters}
      initialFilters={initial}
      useList={useGetAllLeavesQuery}
      loadError="The leave could not be loaded."
      status={(total) => (total === 1 ? '1 leave' : total ? `${total} leaves` : 'No leave matches.')}
      table={{
        label: 'Leave',
        columns: columnsWith(onOpenAudit && ((rollNo) => onOpenAudit({ person: String(rollNo) }))),
        rowKey: (leave) => leave.leave_id,
      }}
      pagerLabel="Pages of leave"
      csv={{
        label: 'Download leave (CSV)',
        filename: 'leave.csv',
        what: 'The leave list',
        fetchCsv: (filters) => exportLeaves(filters),
      }}
    />
  );
}
