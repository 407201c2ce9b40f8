import { useState } from 'react';
import type { LectureRollQuery, LectureRollSummary } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { lectureLine } from '@leave/domain';
import { Loading, Notice, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { Pager } from '@leave/ui/pager';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { useGetRollsToTakeQuery } from '../api/instructorApi';

const PAGE_SIZE = 20;

const Lectures = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 8px;
`;

/** A lecture is one button, the whole card a tap target. */
const Open = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  text-align: start;
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-inline-start: 6px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  cursor: pointer;
  &[data-taken] {
    border-inline-start-color: ${theme.color.border};
  }
  strong {
    display: block;
  }
`;

/** "Not taken yet", "Taken: 2 absent, 1 late, 1 on leave of 60", "Taken: everyone present". */
export function rollState(lecture: LectureRollSummary): string {
  const away = [
    lecture.absent && `${lecture.absent} absent`,
    lecture.late && `${lecture.late} late`,
    lecture.on_leave && `${lecture.on_leave} on leave`,
  ].filter(Boolean);
  if (!lecture.taken) return lecture.on_leave ? `Not taken yet (${lecture.on_leave} on leave)` : 'Not taken yet';
  return `Taken: ${away.length ? away.join(', ') : 'everyone present'} of ${lecture.enrolled}`;
}

function LectureList({ lectures, onOpen }: { lectures: LectureRollSummary[]; onOpen: (q: LectureRollQuery) => void }) {
  const format = useDateFormat();
  return (
    <Lectures>
      {lectures.map((lecture) => (
        <li key={`${lecture.course_code} ${lecture.date}`}>
          <Open
            type="button"
            data-taken={lecture.taken ? '' : undefined}
            onClick={() => onOpen({ course_code: lecture.course_code, date: lecture.date })}
          >
            <strong>
              {lecture.course_code} - {lecture.course_title}, {format.date(lecture.date)}
            </strong>
            {lectureLine(lecture)}. {rollState(lecture)}
            {!lecture.editable && '. Locked'}
          </Open>
        </li>
      ))}
    </Lectures>
  );
}

/** The lectures whose roll the instructor takes now: today's, then the correction window's, newest first. */
export function LecturesToTake({ onOpen }: { onOpen: (lecture: LectureRollQuery) => void }) {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useGetRollsToTakeQuery({ page, page_size: PAGE_SIZE });
  if (error) return <Notice tone="error">The lectures could not be loaded. {errorMessage(error)}</Notice>;
  if (!data) return isFetching ? <Loading /> : null;
  const today = data.items.filter((lecture) => lecture.date === data.today);
  const earlier = data.items.filter((lecture) => lecture.date !== data.today);
  const pages = pageCount(data.total, data.page_size);
  return (
    <>
      <section aria-labelledby="rolls-today">
        <h3 id="rolls-today">Today</h3>
        {today.length ? (
          <LectureList lectures={today} onOpen={onOpen} />
        ) : (
          <p>{page === 1 ? 'None of your courses has a lecture today.' : 'Today’s lectures are on page 1.'}</p>
        )}
      </section>
      <section aria-labelledby="rolls-earlier">
        <h3 id="rolls-earlier">Earlier, still open for {data.correction_window_days} days</h3>
        {earlier.length ? (
          <LectureList lectures={earlier} onOpen={onOpen} />
        ) : (
          <p>No other lecture in the correction window.</p>
        )}
      </section>
      {pages > 1 && (
        <Pager label="Pages of the lectures to take" page={Math.min(page, pages)} pageCount={pages} onPage={setPage} />
      )}
    </>
  );
}
