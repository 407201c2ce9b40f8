/** हिन्दी: Set Leave Limit's words in Hindi, part of the admin-app's Hindi catalogue. */
import type { LimitFormServerCode, LimitFormWordId } from './limitForm';

export const limitFormHi: Record<LimitFormWordId | LimitFormServerCode, string> = {
  'admin.limitForm.title': 'अवकाश सीमा तय करें',
  'admin.limitForm.course': 'पाठ्यक्रम',
  'admin.limitForm.chooseCourse': 'पाठ्यक्रम चुनें',
  'admin.limitForm.courseNow': '{code} - {title} (अभी {limit, number}%)',
  'admin.limitForm.mayMiss':
    '{lectures, number} व्याख्यान: {limit, number}% पर एक छात्र उनमें से {missed, number} छोड़ सकता है।',
  'admin.limitForm.leaveLimit': 'अवकाश सीमा (%)',
  'api.leaveLimitSet': '{code} की अवकाश सीमा अब {limit, number}% है',
  'api.noCourse': 'पाठ्यक्रम {code} नहीं है',
};
