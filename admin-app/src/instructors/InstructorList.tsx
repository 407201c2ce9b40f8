import type { InstructorListEntry, InstructorSort } from '@leave/contract';
import { useGetInstructorsQuery, useLazyExportInstructorsQuery } from '../api/adminApi';
import { counted, SearchableList } from '../shared/SearchableList';

const SORTS: Array<{ value: InstructorSort; label: string }> = [
  { value: 'rg_no', label: 'Registration No.' },
  { value: 'name', label: 'Name' },
];

const COLUMNS = [
  { label: 'Registration No.', cell: (i: InstructorListEntry) => i.rg_no },
  { label: 'Name', cell: (i: InstructorListEntry) => i.name },
  { label: 'Department', cell: (i: InstructorListEntry) => i.dept },
  { label: 'Courses', cell: (i: InstructorListEntry) => i.courses },
];

/** Every instructor with how many courses they teach, searched, sorted and paged by the server. */
export function InstructorList() {
  const [exportInstructors] = useLazyExportInstructorsQuery();
  return (
    <SearchableList
      title="Instructors"
      searchLabel="Search by name or Registration No."
      count={counted('instructor', 'instructors')}
      sorts={SORTS}
      columns={COLUMNS}
      rowKey={(i) => i.rg_no}
      useList={useGetInstructorsQuery}
      exportCsv={(filters) => exportInstructors(filters)}
      filename="instructors.csv"
    />
  );
}
