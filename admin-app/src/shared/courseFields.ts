import { fieldMessages, input, lastSemesterYear, oneOf, SEMESTERS, TEXT_MAX, TOTAL_LECTURES } from '@leave/domain';

/** The domain's rules for a course's fields, named as the course forms label them. */
export const courseFieldRules = {
  courseCode: input.courseCode('Course Code'),
  courseTitle: input.lineOfText('Course Title', TEXT_MAX.courseTitle),
  instructorId: input.userId('Instructor ID'),
  semesterType: oneOf('Semester', SEMESTERS),
  semesterYear: input.year('Year', lastSemesterYear, fieldMessages.notAYear('Year').message),
  totalLectures: input.wholeNumber('Total Lectures', TOTAL_LECTURES.min, TOTAL_LECTURES.max),
};
