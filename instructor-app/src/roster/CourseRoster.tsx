import { useState } from 'react';
import { ROSTER_SORTS } from '@leave/contract';
import type { Course, RosterSort } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Loading, Notice, SelectField, ViewHeading } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { Pager } from '@leave/ui/pager';
import { ExpandableRow, StackedTable } from '@leave/ui/table';
import { errorMessage, RiskChip } from '@leave/web-kit';
import { useGetRosterQuery } from '../api/instructorApi';
import { NoCoursesYet } from '../courses/NoCoursesYet';
import { AbsenceCalendar } from './AbsenceCalendar';
import { AttendanceRegister } from './AttendanceRegister';
import { RegisterDownload } from './RegisterDownload';

const SORT_LABEL: Record<RosterSort, string> = {
  risk: 'At risk first',
  roll_no: 'Roll No.',
  name: 'Name',
  percentage: 'Highest percentage',
};

const RISK_WORDS = { danger: 'At risk: over the limit', warning: 'At risk: at or near the limit', ok: 'OK' } as const;

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

  return (
    <section aria-labelledby="roster-title">
      <ViewHeading id="roster-title">Roster</ViewHeading>
      {courses.length === 0 && <NoCoursesYet />}
      <SelectField
        label="Course"
        value={courseCode}
        onChange={(event) => {
          setCourseCode(event.target.value);
          setPage(1);
        }}
      >
        {courses.map((c) => (
          <option key={c.course_code} value={c.course_code}>
            {c.course_code} - {c.course_title}
          </option>
        ))}
      </SelectField>
      {course && (
        <p>
          {course.total_lectures} lectures; leave limit {course.leave_limit}%.
        </p>
      )}
      <SelectField label="Sort by" value={sort} onChange={(event) => setSort(event.target.value as RosterSort)}>
        {ROSTER_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABEL[s]}
          </option>
        ))}
      </SelectField>
      {error && <Notice tone="error">The roster could not be loaded. {errorMessage(error)}</Notice>}
      {!data && isFetching && <Loading />}
      {data && (
        <RosterTable aria-label={`Roster of ${courseCode}`}>
          <thead>
            <tr>
              <th scope="col">Roll No.</th>
              <th scope="col">Name</th>
              <th scope="col">Accepted</th>
              <th scope="col">Pending</th>
              <th scope="col">Percentage</th>
              <th scope="col">Can still miss</th>
              <th scope="col">Held</th>
              <th scope="col">Attended</th>
              <th scope="col">Absent without leave</th>
              <th scope="col">On leave</th>
              <th scope="col">Attendance %</th>
              <th scope="col" className="phone-only">
                Attendance
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((student) => (
              // On a phone a row shows who and how they stand; the counts are a tap away.
              <ExpandableRow key={student.roll_no} label={`${student.roll_no} ${student.name}`}>
                <td data-label="Roll No.">{student.roll_no}</td>
                <td data-label="Name">{student.name}</td>
                <td data-label="Accepted" data-detail>
                  {student.accepted_days}
                  {/* Excused: accepted leave of a kind that does not count (Institute duty). */}
                  {student.excused_days > 0 && <> (+{student.excused_days} excused, not counted)</>}
                </td>
                <td data-label="Pending" data-detail>
                  {student.pending_days}
                </td>
                <td data-label="Percentage">{student.leave_percentage}%</td>
                <td data-label="Can still miss">{student.can_still_miss}</td>
                <td data-label="Held" data-detail>
                  {student.attendance.held}
                </td>
                <td data-label="Attended" data-detail>
                  {student.attendance.attended}
                </td>
                <td data-label="Absent without leave" data-detail>
                  {student.attendance.absent}
                </td>
                <td data-label="On leave" data-detail>
                  {student.attendance.on_leave}
                </td>
                <td data-label="Attendance %" data-detail>
                  {student.attendance.percentage}%
                </td>
                {/* What a phone's reader of the roster comes for, in one line without Details. */}
                <td data-label="Attendance" className="phone-only">
                  {student.attendance.percentage}%, {student.attendance.absent} absent
                </td>
                <td data-label="Status">
                  <RiskChip risk={student.risk}>{RISK_WORDS[student.risk]}</RiskChip>
                </td>
              </ExpandableRow>
            ))}
          </tbody>
        </RosterTable>
      )}
      <Pager
        label={`Pages of the ${courseCode} roster`}
        page={Math.min(page, pages)}
        pageCount={pages}
        onPage={setPage}
      />
      {courseCode && <RegisterDownload courseCode={courseCode} />}
      {courseCode && <AttendanceRegister courseCode={courseCode} />}
      {courseCode && <AbsenceCalendar courseCode={courseCode} />}
    </section>
  );
}
