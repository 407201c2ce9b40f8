import { useState } from 'react';
import type { FormEvent } from 'react';
import { formatDayMonthYear, LEAVE_STATUSES } from '@leave/contract';
import type { DecidedLeavesQuery, LeaveStatus, LeaveWithHistory } from '@leave/contract';
import { pageCount, uiMessages } from '@leave/domain';
import { Button, Loading, Notice, Pager, SelectField, TextField, ViewHeading } from '@leave/ui';
import { CsvDownload, errorMessage, useSchemaForm } from '@leave/web-kit';
import { useGetAllLeavesQuery, useGetCoursesQuery, useLazyExportLeavesQuery } from '../api/adminApi';
import { ColumnsTable } from '../shared/ColumnsTable';
import type { Column } from '../shared/ColumnsTable';
import { ListControls, PAGE_SIZES } from '../shared/ListControls';

type Values = { course: string; status: string; rollNo: string; from: string; to: string };
const EMPTY: Values = { course: '', status: '', rollNo: '', from: '', to: '' };

const COLUMNS: Array<Column<LeaveWithHistory>> = [
  { label: 'Date', cell: (leave) => <time dateTime={leave.leave_date}>{formatDayMonthYear(leave.leave_date)}</time> },
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
  { label: 'Status', cell: (leave) => leave.status },
  { label: 'Reason', cell: (leave) => leave.reason },
];

/** Every leave in every course, newest date first, filtered on the server; downloadable as CSV. */
export function AllLeave() {
  const { validate, field } = useSchemaForm(EMPTY, () => import('./allLeaveRules'));
  const courses = useGetCoursesQuery();
  const [filters, setFilters] = useState<Omit<DecidedLeavesQuery, 'page' | 'page_size'>>({});
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const { currentData: data, error, isFetching } = useGetAllLeavesQuery({ ...filters, page, page_size: pageSize });
  const [exportLeaves] = useLazyExportLeavesQuery();
  const pages = data ? pageCount(data.total, data.page_size) : 1;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = await validate((rules) => rules.filterSchema);
    if (!chosen) return;
    setFilters({
      ...(chosen.course ? { course_code: chosen.course } : {}),
      ...(chosen.status ? { status: chosen.status as LeaveStatus } : {}),
      ...(chosen.rollNo ? { roll_no: chosen.rollNo } : {}),
      ...(chosen.from ? { from: chosen.from } : {}),
      ...(chosen.to ? { to: chosen.to } : {}),
    });
    setPage(1);
  };

  return (
    <section aria-labelledby="all-leave-title">
      <ViewHeading id="all-leave-title">All Leave</ViewHeading>
      <form role="search" aria-label="All leave" noValidate onSubmit={apply}>
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
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
        <Button type="submit">Filter</Button>
      </form>
      <ListControls
        pageSize={pageSize}
        onChange={(next) => {
          setPageSize(next.pageSize);
          setPage(1);
        }}
      />
      {error && <Notice tone="error">The leave could not be loaded. {errorMessage(error)}</Notice>}
      {!data && isFetching && <Loading />}
      {data && (
        <>
          <p role="status">
            {data.total === 1 ? '1 leave' : data.total ? `${data.total} leaves` : 'No leave matches.'}
          </p>
          <ColumnsTable label="Leave" columns={COLUMNS} items={data.items} rowKey={(leave) => leave.leave_id} />
        </>
      )}
      <Pager label="Pages of leave" page={Math.min(page, pages)} pageCount={pages} onPage={setPage} />
      <CsvDownload
        label="Download leave (CSV)"
        filename="leave.csv"
        what="The leave list"
        fetchCsv={() => exportLeaves(filters)}
      />
    </section>
  );
}
