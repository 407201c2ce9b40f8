import type { CourseListEntry, CourseSort } from '@leave/contract';
import { useIntl } from '@leave/ui/i18n';
import { useGetCourseListQuery, useLazyExportCoursesQuery } from '../api/adminApi';
import { SearchableList } from '../shared/SearchableList';
import { listWords as words } from '../words/lists';

const LIST_WORDS = {
  title: words.courses,
  search: words.searchCourses,
  none: words.noCourses,
  one: words.oneCourse,
  many: words.manyCourses,
  notLoaded: words.coursesNotLoaded,
  pages: words.coursePages,
  download: words.downloadCourses,
  what: words.coursesList,
};

/** Every course with its instructor and how many are enrolled, searched, sorted and paged by the server. */
export function CourseList() {
  const [exportCourses] = useLazyExportCoursesQuery();
  const say = useIntl().formatMessage;
  const sorts: Array<{ value: CourseSort; label: string }> = [
    { value: 'course_code', label: say(words.courseCode) },
    { value: 'course_title', label: say(words.courseTitle) },
    { value: 'instructor_name', label: say(words.instructor) },
    { value: 'enrolled', label: say(words.enrolled) },
  ];
  const columns = [
    { label: say(words.courseCode), cell: (c: CourseListEntry) => c.course_code },
    { label: say(words.courseTitle), cell: (c: CourseListEntry) => c.course_title },
    { label: say(words.instructor), cell: (c: CourseListEntry) => `${c.instructor_name} (${c.instructor_id})` },
    { label: say(words.semester), cell: (c: CourseListEntry) => `${c.semester_type} ${c.semester_year}` },
    { label: say(words.enrolled), cell: (c: CourseListEntry) => c.enrolled },
    { label: say(words.totalLectures), cell: (c: CourseListEntry) => c.total_lectures },
    { label: say(words.leaveLimit), cell: (c: CourseListEntry) => `${c.leave_limit}%` },
  ];
  return (
    <SearchableList
      words={LIST_WORDS}
      sorts={sorts}
      columns={columns}
      rowKey={(c) => c.course_code}
      useList={useGetCourseListQuery}
      exportCsv={(filters) => exportCourses(filters)}
      filename="courses.csv"
    />
  );
}
