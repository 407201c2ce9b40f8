import { useState } from 'react';
import { pageCount } from '@leave/domain';
import { Loading, Notice, SelectField, ViewHeading } from '@leave/ui';
import { ConfirmButton } from '@leave/ui/confirm';
import { Pager } from '@leave/ui/pager';
import { CsvDownload, errorMessage } from '@leave/web-kit';
import {
  useGetCourseEnrolmentsQuery,
  useGetCoursesQuery,
  useLazyExportCourseEnrolmentsQuery,
  useRemoveEnrolmentMutation,
} from '../api/adminApi';
import type { CourseEnrolment } from '@leave/contract';
import { ColumnsTable } from '../shared/ColumnsTable';
import type { Column } from '../shared/ColumnsTable';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';

const PAGE_SIZE = 50;

/** A course's enrolled students, each of whom can be removed (their leave is kept). */
export function CourseEnrolments() {
  const courses = useGetCoursesQuery();
  const [courseCode, setCourseCode] = useState('');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    currentData: data,
    error,
    isFetching,
  } = useGetCourseEnrolmentsQuery({ course_code: courseCode, page, page_size: PAGE_SIZE }, { skip: !courseCode });
  const [removeEnrolment, removal] = useRemoveEnrolmentMutation();
  const [exportEnrolments] = useLazyExportCourseEnrolmentsQuery();
  const pages = data ? pageCount(data.total, data.page_size) : 1;

  const remove = async (studentId: number) => {
    const result = await removeEnrolment({ courseCode, studentId });
    setOutcome(outcomeOf(result));
  };

  const columns: Array<Column<CourseEnrolment>> = [
    { label: 'Roll No.', cell: (student) => student.roll_no },
    { label: 'Name', cell: (student) => student.name },
    { label: 'Accepted', cell: (student) => student.accepted_days },
    { label: 'Pending', cell: (student) => student.pending_days },
    {
      label: 'Action',
      cell: (student) => (
        <ConfirmButton
          $variant="secondary"
          disabled={removal.isLoading}
          aria-label={`Remove ${student.name} from ${courseCode}`}
          questionLabel={`Remove ${student.name} from ${courseCode}?`}
          question={`Remove ${student.name} (${student.roll_no}) from ${courseCode}? Their leave in it is kept, marked "no longer enrolled".`}
          confirmLabel="Remove"
          onConfirm={() => void remove(student.roll_no)}
        >
          Remove
        </ConfirmButton>
      ),
    },
  ];

  return (
    <section aria-labelledby="enrolments-title">
      <ViewHeading id="enrolments-title">Enrolments</ViewHeading>
      {courses.error && <Notice tone="error">The courses could not be loaded. {errorMessage(courses.error)}</Notice>}
      <SelectField
        label="Course"
        value={courseCode}
        disabled={!courses.data}
        onChange={(event) => {
          setCourseCode(event.target.value);
          setPage(1);
          setOutcome(null);
        }}
      >
        <option value="">{courses.isLoading ? 'Loading...' : 'Select a course'}</option>
        {courses.data?.map((course) => (
          <option key={course.course_code} value={course.course_code}>
            {course.course_code} - {course.course_title}
          </option>
        ))}
      </SelectField>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {error && <Notice tone="error">The enrolments could not be loaded. {errorMessage(error)}</Notice>}
      {courseCode && !data && isFetching && <Loading />}
      {data && (
        <>
          <p role="status">
            {data.total === 1
              ? '1 student enrolled'
              : data.total
                ? `${data.total} students enrolled`
                : 'Nobody is enrolled.'}
          </p>
          <ColumnsTable
            label={`Enrolments in ${courseCode}`}
            columns={columns}
            items={data.items}
            rowKey={(student) => student.roll_no}
          />
        </>
      )}
      <Pager
        label={`Pages of ${courseCode} enrolments`}
        page={Math.min(page, pages)}
        pageCount={pages}
        onPage={setPage}
      />
      {courseCode && (
        <CsvDownload
          label={`Download ${courseCode} enrolments (CSV)`}
          filename={`${courseCode}-enrolments.csv`}
          what="The enrolments"
          fetchCsv={() => exportEnrolments(courseCode)}
        />
      )}
      <p>
        Removing a student keeps their leave in the course, marked "no longer enrolled"; enrolling them again brings the
        course back.
      </p>
    </section>
  );
}
