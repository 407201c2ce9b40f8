import { useState } from 'react';
import { messages, pageCount } from '@leave/domain';
import { Loading, Notice, SelectField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
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
import { courseChoiceWords } from '../words/courseChoice';
import { enrolmentWords as words } from '../words/enrolments';
import { listWords } from '../words/lists';

const PAGE_SIZE = 50;

/** A course's enrolled students, each of whom can be removed (their leave is kept). */
export function CourseEnrolments() {
  const intl = useIntl();
  const say = intl.formatMessage;
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

  const remove = async (student: CourseEnrolment) => {
    const result = await removeEnrolment({ courseCode, studentId: student.roll_no });
    // The answer carries only its English: said by its code in another language, the domain's message it is.
    const said = messages.unenrolled(student.name, courseCode);
    setOutcome(
      outcomeOf(result, undefined, intl, 'data' in result && result.data?.message === said.message ? said : undefined),
    );
  };

  const columns: Array<Column<CourseEnrolment>> = [
    { label: say(words.rollNo), cell: (student) => student.roll_no },
    { label: say(words.name), cell: (student) => student.name },
    { label: say(words.accepted), cell: (student) => student.accepted_days },
    { label: say(words.pending), cell: (student) => student.pending_days },
    {
      label: say(words.action),
      cell: (student) => (
        <ConfirmButton
          $variant="secondary"
          disabled={removal.isLoading}
          aria-label={say(words.removeFrom, { name: student.name, code: courseCode })}
          questionLabel={say(words.removeAsk, { name: student.name, code: courseCode })}
          question={say(words.removeQuestion, { name: student.name, rollNo: student.roll_no, code: courseCode })}
          confirmLabel={say(words.remove)}
          keepLabel={say(words.keep)}
          onConfirm={() => void remove(student)}
        >
          {say(words.remove)}
        </ConfirmButton>
      ),
    },
  ];

  return (
    <section aria-labelledby="enrolments-title">
      <ViewHeading id="enrolments-title">{say(words.title)}</ViewHeading>
      {courses.error && (
        <Notice tone="error">
          {say(courseChoiceWords.coursesNotLoaded, { error: errorMessage(courses.error, undefined, intl) })}
        </Notice>
      )}
      <SelectField
        label={say(courseChoiceWords.course)}
        value={courseCode}
        disabled={!courses.data}
        onChange={(event) => {
          setCourseCode(event.target.value);
          setPage(1);
          setOutcome(null);
        }}
      >
        <option value="">
          {courses.isLoading ? say(courseChoiceWords.loading) : say(courseChoiceWords.selectCourse)}
        </option>
        {courses.data?.map((course) => (
          <option key={course.course_code} value={course.course_code}>
            {say(courseChoiceWords.courseOption, { code: course.course_code, title: course.course_title })}
          </option>
        ))}
      </SelectField>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {error && <Notice tone="error">{say(words.notLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>}
      {courseCode && !data && isFetching && <Loading />}
      {data && (
        <>
          <p role="status">
            {data.total === 1
              ? say(words.oneEnrolled)
              : data.total
                ? say(words.manyEnrolled, { count: data.total })
                : say(words.nobody)}
          </p>
          <ColumnsTable
            label={say(words.table, { code: courseCode })}
            columns={columns}
            items={data.items}
            rowKey={(student) => student.roll_no}
          />
        </>
      )}
      <Pager
        label={say(words.pages, { code: courseCode })}
        page={Math.min(page, pages)}
        pageCount={pages}
        onPage={setPage}
        words={{
          previous: say(listWords.previous),
          next: say(listWords.next),
          position: say(listWords.pageOf, { page: Math.min(page, pages), pages }),
        }}
      />
      {courseCode && (
        <CsvDownload
          label={say(words.download, { code: courseCode })}
          filename={`${courseCode}-enrolments.csv`}
          what={say(words.what)}
          fetchCsv={() => exportEnrolments(courseCode)}
        />
      )}
      <p>{say(words.leaveKept)}</p>
    </section>
  );
}
