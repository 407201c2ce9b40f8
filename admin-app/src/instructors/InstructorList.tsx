import type { InstructorListEntry, InstructorSort } from '@leave/contract';
import { useIntl } from '@leave/ui/i18n';
import { useGetInstructorsQuery, useLazyExportInstructorsQuery } from '../api/adminApi';
import { SearchableList } from '../shared/SearchableList';
import { listWords as words } from '../words/lists';

const LIST_WORDS = {
  title: words.instructors,
  search: words.searchInstructors,
  none: words.noInstructors,
  one: words.oneInstructor,
  many: words.manyInstructors,
  notLoaded: words.instructorsNotLoaded,
  pages: words.instructorPages,
  download: words.downloadInstructors,
  what: words.instructorsList,
};

/** Every instructor with how many courses they teach, searched, sorted and paged by the server. */
export function InstructorList() {
  const [exportInstructors] = useLazyExportInstructorsQuery();
  const say = useIntl().formatMessage;
  const sorts: Array<{ value: InstructorSort; label: string }> = [
    { value: 'rg_no', label: say(words.registrationNo) },
    { value: 'name', label: say(words.name) },
  ];
  const columns = [
    { label: say(words.registrationNo), cell: (i: InstructorListEntry) => i.rg_no },
    { label: say(words.name), cell: (i: InstructorListEntry) => i.name },
    { label: say(words.department), cell: (i: InstructorListEntry) => i.dept },
    { label: say(words.courses), cell: (i: InstructorListEntry) => i.courses },
  ];
  return (
    <SearchableList
      words={LIST_WORDS}
      sorts={sorts}
      columns={columns}
      rowKey={(i) => i.rg_no}
      useList={useGetInstructorsQuery}
      exportCsv={(filters) => exportInstructors(filters)}
      filename="instructors.csv"
    />
  );
}
