import { useState } from 'react';
import { pageCount } from '@leave/domain';
import { Notice, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useIntl } from '@leave/ui/i18n';
import { Pager } from '@leave/ui/pager';
import { Table } from '@leave/ui/table';
import { CsvDownload, errorMessage } from '@leave/web-kit';
import { pagerWordsIn } from '@leave/web-kit/words/pager';
import { useGetAttendanceRegisterQuery, useLazyGetAttendanceRegisterFileQuery } from '../api/instructorApi';
import { rosterWords as words } from './words';

const PAGE_SIZE = 50;

/** A register is as wide as its lectures: it scrolls sideways in its own frame, never the page. */
const Frame = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  margin: 8px 0;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
  }
  th,
  td {
    white-space: nowrap;
    padding: 6px 8px;
  }
  tbody th {
    color: inherit;
    font-weight: 600;
  }
`;

/** "23/11" for a column's date: short enough for dozens of columns; the full date is its title. */
const columnDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * A course's register on screen (one row per student, a column per lecture held: P, A, L or the
 * leave's kind) and as CSV, the same table.
 */
export function AttendanceRegister({ courseCode }: { courseCode: string }) {
  const [page, setPage] = useState(1);
  const intl = useIntl();
  const say = intl.formatMessage;
  const { currentData: data, error } = useGetAttendanceRegisterQuery({
    course_code: courseCode,
    page,
    page_size: PAGE_SIZE,
  });
  const [fetchFile] = useLazyGetAttendanceRegisterFileQuery();
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const titleId = `register-${courseCode}`;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{say(words.registerTitle, { course: courseCode })}</h3>
      <p>{say(words.registerKey)}</p>
      <CsvDownload
        label={say(words.downloadAttendance, { course: courseCode })}
        filename={`${courseCode}-attendance.csv`}
        what={say(words.theAttendanceRegister)}
        fetchCsv={() => fetchFile(courseCode)}
      />
      {error && (
        <Notice tone="error">{say(words.registerNotLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>
      )}
      {data && data.lectures.length === 0 && <p>{say(words.noLectureHeld, { course: courseCode })}</p>}
      {data && data.lectures.length > 0 && (
        // Focusable, so a keyboard can scroll it sideways.
        <Frame tabIndex={0} role="region" aria-label={say(words.registerScrolls, { course: courseCode })}>
          <Table aria-label={say(words.registerTitle, { course: courseCode })}>
            <thead>
              <tr>
                <th scope="col">{say(words.rollNo)}</th>
                <th scope="col">{say(words.name)}</th>
                {data.lectures.map((lecture) => (
                  <th scope="col" key={lecture.date}>
                    <time dateTime={lecture.date}>{columnDate(lecture.date)}</time>
                    {lecture.extra && say(words.extra)}
                  </th>
                ))}
                <th scope="col">{say(words.held)}</th>
                <th scope="col">{say(words.attended)}</th>
                <th scope="col">{say(words.attendancePercent)}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={row.roll_no}>
                  <td>{row.roll_no}</td>
                  <th scope="row">{row.name}</th>
                  {row.cells.map((cell, index) => (
                    <td key={data.lectures[index]?.date ?? index}>{cell}</td>
                  ))}
                  <td>{row.attendance.held}</td>
                  <td>{row.attendance.attended}</td>
                  <td>{row.attendance.percentage}%</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Frame>
      )}
      {pages > 1 && (
        <Pager
          label={say(words.registerPages, { course: courseCode })}
          page={Math.min(page, pages)}
          pageCount={pages}
          onPage={setPage}
          words={pagerWordsIn(intl, Math.min(page, pages), pages)}
        />
      )}
    </section>
  );
}
