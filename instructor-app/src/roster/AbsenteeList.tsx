import { useState } from 'react';
import type { IsoDate } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Loading, Notice } from '@leave/ui';
import { Pager } from '@leave/ui/pager';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { useGetAbsenteesQuery } from '../api/instructorApi';

export const NobodyAway = () => <p>Nobody is away that day.</p>;

/** Who is away on a day in a course, a page at a time (a large course can have hundreds away). */
export function AbsenteeList({ courseCode, date }: { courseCode: string; date: IsoDate }) {
  const [page, setPage] = useState(1);
  const dates = useDateFormat();
  const { data, error, isLoading } = useGetAbsenteesQuery({ course_code: courseCode, date, page });

  if (isLoading) return <Loading />;
  if (error) return <Notice tone="error">Who is away could not be loaded. {errorMessage(error)}</Notice>;
  if (!data || data.total === 0) return <NobodyAway />;
  return (
    <>
      <ul aria-label={`Away on ${dates.date(date)}`}>
        {data.items.map((student) => (
          <li key={student.roll_no}>
            {student.name} ({student.roll_no}): {student.status}
          </li>
        ))}
      </ul>
      <Pager
        label={`Pages of who is away on ${dates.date(date)}`}
        page={data.page}
        pageCount={pageCount(data.total, data.page_size)}
        onPage={setPage}
      />
    </>
  );
}
