import { useState } from 'react';
import { ROSTER_SORTS } from '@leave/contract';
import type { Course, RosterSort } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { SelectField } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useIntl } from '@leave/ui/i18n';
import { Pager } from '@leave/ui/pager';
import { ExpandableRow, StackedTable } from '@leave/ui/table';
import { RiskChip, TranslatedView, ViewLoadState } from '@leave/web-kit';
import { usePagerWords } from '@leave/web-kit/words/pager';
import { useGetRosterQuery } from '../api/instructorApi';
import { AbsenceCalendar } from './AbsenceCalendar';
import { AttendanceRegister } from './AttendanceRegister';
import { loadWords } from './loadWords';
import { RegisterDownload } from './RegisterDownload';
import { rosterWords as words } from './words';

const SORT_LABEL = {
  risk: words.sortRisk,
  roll_no: words.sortRollNo,
  name: words.sortName,
  percentage: words.sortPercentage,
} satisfies Record<RosterSort, unknown>;

const RISK_WORDS = { danger: words.riskDanger, warning: words.riskWarning, ok: words.riskOk } as const;

const PAGE_SIZE = 50;

/** A phone's card has one line of attendance (its %, the absences without leave); a wide screen its columns. */
const RosterTable = styled(StackedTable)`
  @media (min-width: 641px) {
    .phone-only {
      display: none;
    }
  }
`;

/** A course's students and where each stands against its limit, its absence calendar and its register. */
export function CourseRoster({ courses }: { courses: Course[] }) {
  return (
    <TranslatedView load={loadWords} id="roster-title" title={words.title}>
      <RosterView courses={courses} />
    </TranslatedView>
  );
}

function RosterView({ courses }: { courses: Course[] }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [courseCode, setCourseCode] = useState(courses[0]?.course_code ?? '');
  const [sort, setSort] = useState<RosterSort>('risk');
  const [page, setPage] = useState(1);
  const {
    currentData: data,
    error,
    isFetching,
  } = useGetRosterQuery({ course_code: courseCode, sort, page, page_size: PAGE_SIZE }, { skip: !courseCode });
  const course = courses.find((c) => c.course_code === courseCode);
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const pagerWords = usePagerWords(Math.min(page, pages), pages);

  return (
    <>
      {courses.length === 0 && <p>{say(words.noCoursesYet)}</p>}
      <SelectField
        label={say(words.course)}
        value={courseCode}
        onChange={(event) => {
          setCourseCode(event.target.value);
          setPage(1);
        }}
      >
        {courses.map((c) => (
          <option key={c.course_code} value={c.course_code}>
            {say(words.courseOption, { course: c.course_code, title: c.course_title })}
          </option>
        ))}
      </SelectField>
      {course && <p>{say(words.lecturesAndLimit, { lectures: course.total_lectures, limit: course.leave_limit })}</p>}
      <SelectField
        label={say(words.sortBy)}
        value={sort}
        onChange={(event) => setSort(event.target.value as RosterSort)}
      >
        {ROSTER_SORTS.map((s) => (
          <option key={s} value={s}>
            {say(SORT_LABEL[s])}
          </option>
        ))}
      </SelectField>
      <ViewLoadState error={error} loading={!data && isFetching} notLoaded={words.notLoaded} />
      {data && (
        <RosterTable aria-label={say(words.rosterOf, { course: courseCode })}>
          <thead>
            <tr>
              <th scope="col">{say(words.rollNo)}</th>
              <th scope="col">{say(words.name)}</th>
              <th scope="col">{say(words.accepted)}</th>
              <th scope="col">{say(words.pending)}</th>
              <th scope="col">{say(words.percentage)}</th>
              <th scope="col">{say(words.canStillMiss)}</th>
              <th scope="col">{say(words.held)}</th>
              <th scope="col">{say(words.attended)}</th>
              <th scope="col">{say(words.absentWithoutLeave)}</th>
              <th scope="col">{say(words.onLeave)}</th>
              <th scope="col">{say(words.attendancePercent)}</th>
              <th scope="col" className="phone-only">
                {say(words.attendance)}
              </th>
              <th scope="col">{say(words.status)}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((student) => (
              // On a phone a row shows who and how they stand; the counts are a tap away.
              <ExpandableRow
                key={student.roll_no}
                label={`${student.roll_no} ${student.name}`}
                words={{
                  details: say(words.details),
                  detailsOf: say(words.detailsOf, { student: `${student.roll_no} ${student.name}` }),
                }}
              >
                <td data-label={say(words.rollNo)}>{student.roll_no}</td>
                <td data-label={say(words.name)}>{student.name}</td>
                <td data-label={say(words.accepted)} data-detail>
                  {student.accepted_days}
                  {/* Excused: accepted leave of a kind that does not count (Institute duty). */}
                  {student.excused_days > 0 && say(words.excused, { count: student.excused_days })}
                </td>
                <td data-label={say(words.pending)} data-detail>
                  {student.pending_days}
                </td>
                <td data-label={say(words.percentage)}>{student.leave_percentage}%</td>
                <td data-label={say(words.canStillMiss)}>{student.can_still_miss}</td>
                <td data-label={say(words.held)} data-detail>
                  {student.attendance.held}
                </td>
                <td data-label={say(words.attended)} data-detail>
                  {student.attendance.attended}
                </td>
                <td data-label={say(words.absentWithoutLeave)} data-detail>
                  {student.attendance.absent}
                </td>
                <td data-label={say(words.onLeave)} data-detail>
                  {student.attendance.on_leave}
                </td>
                <td data-label={say(words.attendancePercent)} data-detail>
                  {student.attendance.percentage}%
                </td>
                {/* What a phone's reader of the roster comes for, in one line without Details. */}
                <td data-label={say(words.attendance)} className="phone-only">
                  {say(words.attendanceLine, {
                    percentage: student.attendance.percentage,
                    absent: student.attendance.absent,
                  })}
                </td>
                <td data-label={say(words.status)}>
                  <RiskChip risk={student.risk}>{say(RISK_WORDS[student.risk])}</RiskChip>
                </td>
              </ExpandableRow>
            ))}
          </tbody>
        </RosterTable>
      )}
      <Pager
        label={say(words.pages, { course: courseCode })}
        page={Math.min(page, pages)}
        pageCount={pages}
        onPage={setPage}
        words={pagerWords}
      />
      {courseCode && <RegisterDownload courseCode={courseCode} />}
      {courseCode && <AttendanceRegister courseCode={courseCode} />}
      {courseCode && <AbsenceCalendar courseCode={courseCode} />}
    </>
  );
}
