import { useState } from 'react';
import type { IsoDate } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Loading, Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { Pager } from '@leave/ui/pager';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { pagerWordsIn } from '@leave/web-kit/words/pager';
import { statusIn } from '@leave/web-kit/words/status';
import { useGetAbsenteesQuery } from '../api/instructorApi';
import { rosterWords as words } from './words';

export const NobodyAway = () => <p>{useIntl().formatMessage(words.nobodyAway)}</p>;

/** Who is away on a day in a course, a page at a time (a large course can have hundreds away). */
export function AbsenteeList({ courseCode, date }: { courseCode: string; date: IsoDate }) {
  const [page, setPage] = useState(1);
  const dates = useDateFormat();
  const intl = useIntl();
  const say = intl.formatMessage;
  const { data, error, isLoading } = useGetAbsenteesQuery({ course_code: courseCode, date, page });

  if (isLoading) return <Loading />;
  if (error) {
    return <Notice tone="error">{say(words.awayNotLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>;
  }
  if (!data || data.total === 0) return <NobodyAway />;
  return (
    <>
      <ul aria-label={say(words.awayOn, { date: dates.date(date) })}>
        {data.items.map((student) => (
          <li key={student.roll_no}>
            {say(words.absentee, {
              name: student.name,
              rollNo: student.roll_no,
              status: statusIn(intl, student.status),
            })}
          </li>
        ))}
      </ul>
      <Pager
        label={say(words.awayPages, { date: dates.date(date) })}
        page={data.page}
        pageCount={pageCount(data.total, data.page_size)}
        onPage={setPage}
        words={pagerWordsIn(intl, data.page, pageCount(data.total, data.page_size))}
      />
    </>
  );
}
