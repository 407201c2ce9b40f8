import type { CourseListEntry, CourseSort } from '@leave/contract';
import { useGetCourseListQuery, useLazyExportCoursesQuery } from '../api/adminApi';
import { counted, SearchableList } from '../shared/SearchableList';

const SORTS: Array<{ value: CourseSort; label: string }> = [
  { value: 'course_code', label: 'Course Code' },
  { value: 'course_title', label: 'Course Title' },
  { value: 'instructor_name', label: 'Instructor' },
  { value: 'enrolled', label: 'Enrolled' },
];

const COLUMNS = [
  { label: 'Course Code', cell: (c: CourseListEntry) => c.course_code },
  { label: 'Course Title', cell: (c: CourseListEntry) => c.course_title },
  { label: 'Instructor', cell: (c: CourseListEntry) => `${c.instructor_name} (${c.instructor_id})` },
  { label: 'Semester', cell: (c: CourseListEntry) => `${c.semester_type} ${c.semester_year}` },
  { label: 'Enrolled', cell: (c: CourseListEntry) => c.enrolled },
  { label: 'Total Lectures', cell: (c: CourseListEntry) => c.total_lectures },
  { label: 'Leave Limit', cell: (c: CourseListEntry) => `${c.leave_limit}%` },
];

/** Every course with its instructor and how many are enrolled, searched, sorted and paged by the server. */
export function CourseList() {
  const [exportCourses] = useLazyExportCoursesQuery();
  return (
    <SearchableList
      title="Courses"
      searchLabel="Search by code, title or instructor"
      count={counted('course', 'courses')}
      sorts={SORTS}
      columns={COLUMNS}
      rowKey={(c) => c.course_code}
      useList={useGetCourseListQuery}
      exportCsv={(filters) => exportCourses(filters)}
      filename="courses.csv"
    />
  );
}
