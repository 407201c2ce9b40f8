/** हिन्दी: the course select's words in Hindi (`courseChoice.ts`), part of the admin-app's Hindi catalogue. */
import type { CourseChoiceWordId } from './courseChoice';

export const courseChoiceHi: Record<CourseChoiceWordId, string> = {
  'admin.courseChoice.course': 'पाठ्यक्रम',
  'admin.courseChoice.loading': 'लोड हो रहा है...',
  'admin.courseChoice.selectCourse': 'पाठ्यक्रम चुनें',
  'admin.courseChoice.courseOption': '{code} - {title}',
  'admin.courseChoice.coursesNotLoaded': 'पाठ्यक्रम लोड नहीं हो सके। {error}',
};
