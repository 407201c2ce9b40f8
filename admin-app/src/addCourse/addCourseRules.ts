import { z } from 'zod';
import type { NewCourse } from '@leave/contract';
import { input, LEAVE_LIMIT_RANGE } from '@leave/domain';
import { courseFieldRules } from '../shared/courseFields';
import { checkMeetings, meetingRules, meetingsOf } from '../editCourse/timetableRules';

/** The term select's value before the terms have come: the server's own default, the term of today. */
export const TODAY_TERM = 'today';

const courseFields = {
  ...courseFieldRules,
  leaveLimit: input.wholeNumber('Leave Limit (%)', LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max),
  termId: z.string(),
};

/** The course's own fields, checked (the meeting rows beside them are typed by key). */
type Course = z.output<z.ZodObject<typeof courseFields>>;

/**
 * The domain's rules for a new course, named as the form labels them: its term and, with one,
 * its meeting rows (`rows`, in order); the semester and year are sent only for a course in no term
 * (the server takes a term's own), the total only for one without meetings (counted from them).
 */
export const courseFormSchema = (rows: number[]) =>
  z
    .looseObject({ ...meetingRules(rows), ...courseFields })
    .superRefine((form, ctx) => checkMeetings(form, rows, (form as Course).courseCode.toUpperCase(), ctx))
    .transform((form): NewCourse => {
      const { courseCode, courseTitle, instructorId, semesterType, semesterYear, totalLectures, leaveLimit } =
        form as Course;
      const course: NewCourse = { courseCode: courseCode.toUpperCase(), courseTitle, instructorId, leaveLimit };
      if (form.termId === '') Object.assign(course, { termId: null, semesterType, semesterYear });
      else if (form.termId !== TODAY_TERM) course.termId = Number(form.termId);
      if (rows.length) course.meetings = meetingsOf(form, rows);
      else course.totalLectures = totalLectures;
      return course;
    });
