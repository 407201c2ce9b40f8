import type { StudentListEntry, StudentSort } from '@leave/contract';
import { useIntl } from '@leave/ui/i18n';
import { useGetStudentsQuery, useLazyExportStudentsQuery } from '../api/adminApi';
import { SearchableList } from '../shared/SearchableList';
import { listWords as words } from '../words/lists';

const LIST_WORDS = {
  title: words.students,
  search: words.searchStudents,
  none: words.noStudents,
  one: words.oneStudent,
  many: words.manyStudents,
  notLoaded: words.studentsNotLoaded,
  pages: words.studentPages,
  download: words.downloadStudents,
  what: words.studentsList,
};

/** Every student, searched by name or roll number, sorted and paged by the server; downloadable as CSV. */
export function StudentList() {
  const [exportStudents] = useLazyExportStudentsQuery();
  const say = useIntl().formatMessage;
  const sorts: Array<{ value: StudentSort; label: string }> = [
    { value: 'roll_no', label: say(words.rollNo) },
    { value: 'name', label: say(words.name) },
    { value: 'joining_year', label: say(words.joiningYear) },
  ];
  const columns = [
    { label: say(words.rollNo), cell: (s: StudentListEntry) => s.roll_no },
    { label: say(words.name), cell: (s: StudentListEntry) => s.name },
    { label: say(words.branch), cell: (s: StudentListEntry) => s.branch },
    { label: say(words.stream), cell: (s: StudentListEntry) => s.stream },
    { label: say(words.joiningYear), cell: (s: StudentListEntry) => s.joining_year },
    { label: say(words.courses), cell: (s: StudentListEntry) => s.enrolled_courses },
  ];
  return (
    <SearchableList
      words={LIST_WORDS}
      sorts={sorts}
      columns={columns}
      rowKey={(s) => s.roll_no}
      useList={useGetStudentsQuery}
      exportCsv={(filters) => exportStudents(filters)}
      filename="students.csv"
    />
  );
}
