import { useState } from 'react';
import type { FormEvent } from 'react';
import { STUDENT_SORTS } from '@leave/contract';
import type { SortOrder, StudentSort } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Button, Loading, Notice, Pager, StackedTable, TextField, ViewHeading } from '@leave/ui';
import { CsvDownload, errorMessage } from '@leave/web-kit';
import { useGetStudentsQuery, useLazyExportStudentsQuery } from '../api/adminApi';
import { ListControls, PAGE_SIZES } from '../shared/ListControls';

const SORT_LABEL: Record<StudentSort, string> = {
  roll_no: 'Roll No.',
  name: 'Name',
  joining_year: 'Joining Year',
};

/** Every student, searched by name or roll number, sorted and paged by the server; downloadable as CSV. */
export function StudentList() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<StudentSort>('roll_no');
  const [order, setOrder] = useState<SortOrder>('asc');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const filters = { ...(q ? { q } : {}), sort, order };
  const { currentData: data, error, isFetching } = useGetStudentsQuery({ ...filters, page, page_size: pageSize });
  const [exportStudents] = useLazyExportStudentsQuery();
  const pages = data ? pageCount(data.total, data.page_size) : 1;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  return (
    <section aria-labelledby="students-title">
      <ViewHeading id="students-title">Students</ViewHeading>
      <form role="search" aria-label="Students" onSubmit={search}>
        <TextField
          label="Search by name or Roll No."
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit">Search</Button>
      </form>
      <ListControls
        sorts={STUDENT_SORTS.map((s) => ({ value: s, label: SORT_LABEL[s] }))}
        sort={sort}
        order={order}
        pageSize={pageSize}
        onChange={(next) => {
          setSort(next.sort as StudentSort);
          setOrder(next.order);
          setPageSize(next.pageSize);
          setPage(1);
        }}
      />
      {error && <Notice tone="error">The students could not be loaded. {errorMessage(error)}</Notice>}
      {!data && isFetching && <Loading />}
      {data && (
        <>
          <p role="status">
            {data.total === 1 ? '1 student' : data.total ? `${data.total} students` : 'No students'}
            {q ? ` matching "${q}"` : ''}
          </p>
          {data.items.length > 0 && (
            <StackedTable aria-label="Students">
              <thead>
                <tr>
                  <th scope="col">Roll No.</th>
                  <th scope="col">Name</th>
                  <th scope="col">Branch</th>
                  <th scope="col">Stream</th>
                  <th scope="col">Joining Year</th>
                  <th scope="col">Courses</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((student) => (
                  <tr key={student.roll_no}>
                    <td data-label="Roll No.">{student.roll_no}</td>
                    <td data-label="Name">{student.name}</td>
                    <td data-label="Branch">{student.branch}</td>
                    <td data-label="Stream">{student.stream}</td>
                    <td data-label="Joining Year">{student.joining_year}</td>
                    <td data-label="Courses">{student.enrolled_courses}</td>
                  </tr>
                ))}
              </tbody>
            </StackedTable>
          )}
        </>
      )}
      <Pager label="Pages of students" page={Math.min(page, pages)} pageCount={pages} onPage={setPage} />
      <CsvDownload
        label="Download students (CSV)"
        filename="students.csv"
        what="The students list"
        fetchCsv={() => exportStudents(filters)}
      />
    </section>
  );
}
