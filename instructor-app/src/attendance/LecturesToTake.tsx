import { useState } from 'react';
import type { LectureRollQuery, LectureRollSummary } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Loading, Notice, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { Pager } from '@leave/ui/pager';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { lectureLineIn } from '@leave/web-kit/roll';
import { pagerWordsIn } from '@leave/web-kit/words/pager';
import { useGetRollsToTakeQuery } from '../api/instructorApi';
import { attendanceWords as words } from './words';

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
export function rollState(intl: Words, lecture: LectureRollSummary): string {
  const say = intl.formatMessage;
  const away = [
    lecture.absent && say(words.absent, { count: lecture.absent }),
    lecture.late && say(words.late, { count: lecture.late }),
    lecture.on_leave && say(words.onLeave, { count: lecture.on_leave }),
  ].filter(Boolean);
  if (!lecture.taken)
    return lecture.on_leave ? say(words.notTakenOnLeave, { count: lecture.on_leave }) : say(words.notTaken);
  return say(words.taken, {
    away: away.length ? away.join(', ') : say(words.everyonePresent),
    enrolled: lecture.enrolled,
  });
}

function LectureList({ lectures, onOpen }: { lectures: LectureRollSummary[]; onOpen: (q: LectureRollQuery) => void }) {
  const format = useDateFormat();
  const intl = useIntl();
  const say = intl.formatMessage;
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
              {say(words.lecture, {
                course: lecture.course_code,
                title: lecture.course_title,
                date: format.date(lecture.date),
              })}
            </strong>
            {say(words.lectureAndState, { lecture: lectureLineIn(intl, lecture), state: rollState(intl, lecture) })}
            {!lecture.editable && say(words.locked)}
          </Open>
        </li>
      ))}
    </Lectures>
  );
}

/** The lectures whose roll the instructor takes now: today's, then the correction window's, newest first. */
export function LecturesToTake({ onOpen }: { onOpen: (lecture: LectureRollQuery) => void }) {
  const [page, setPage] = useState(1);
  const intl = useIntl();
  const say = intl.formatMessage;
  const { data, error, isFetching } = useGetRollsToTakeQuery({ page, page_size: PAGE_SIZE });
  if (error)
    return <Notice tone="error">{say(words.notLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>;
  if (!data) return isFetching ? <Loading /> : null;
  const today = data.items.filter((lecture) => lecture.date === data.today);
  const earlier = data.items.filter((lecture) => lecture.date !== data.today);
  const pages = pageCount(data.total, data.page_size);
  return (
    <>
      <section aria-labelledby="rolls-today">
        <h3 id="rolls-today">{say(words.today)}</h3>
        {today.length ? (
          <LectureList lectures={today} onOpen={onOpen} />
        ) : (
          <p>{say(page === 1 ? words.noneToday : words.todayOnPageOne)}</p>
        )}
      </section>
      <section aria-labelledby="rolls-earlier">
        <h3 id="rolls-earlier">{say(words.earlier, { days: data.correction_window_days })}</h3>
        {earlier.length ? <LectureList lectures={earlier} onOpen={onOpen} /> : <p>{say(words.noOther)}</p>}
      </section>
      {pages > 1 && (
        <Pager
          label={say(words.pages)}
          page={Math.min(page, pages)}
          pageCount={pages}
          onPage={setPage}
          words={pagerWordsIn(intl, Math.min(page, pages), pages)}
        />
      )}
    </>
  );
}
