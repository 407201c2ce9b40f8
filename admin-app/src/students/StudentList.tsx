import type { StudentListEntry, StudentSort } from '@leave/contract';
import { useGetStudentsQuery, useLazyExportStudentsQuery } from '../api/adminApi';
import { counted, SearchableList } from '../shared/SearchableList';

const SORTS: Array<{ value: StudentSort; label: string }> = [
  { value: 'roll_no', label: 'Roll No.' },
  { value: 'name', label: 'Name' },
  { value: 'joining_year', label: 'Joining Year' },
];

const COLUMNS = [
  { label: 'Roll No.', cell: (s: StudentListEntry) => s.roll_no },
  { label: 'Name', cell: (s: StudentListEntry) => s.name },
  { label: 'Branch', cell: (s: StudentListEntry) => s.branch },
  { label: 'Stream', cell: (s: StudentListEntry) => s.stream },
  { label: 'Joining Year', cell: (s: StudentListEntry) => s.joining_year },
  { label: 'Courses', cell: (s: StudentListEntry) => s.enrolled_courses },
];

/** Every student, searched by name or roll number, sorted and paged by the server; downloadable as CSV. */
export function StudentList() {
  const [exportStudents] = useLazyExportStudentsQuery();
  return (
    <SearchableList
      title="Students"
      searchLabel="Search by name or Roll No."
      count={counted('student', 'students')}
      sorts={SORTS}
      columns={COLUMNS}
      rowKey={(s) => s.roll_no}
      useList={useGetStudentsQuery}
      exportCsv={(filters) => exportStudents(filters)}
      filename="students.csv"
    />
  );
}
