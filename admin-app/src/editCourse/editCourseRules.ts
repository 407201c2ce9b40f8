import { z } from 'zod';
import { courseFieldRules } from '../shared/courseFields';

/** The domain's rules for a course's fields; the course to edit must be chosen. */
export const editFormSchema = z.object({ ...courseFieldRules, courseCode: z.string().min(1, 'Course is required') });
