/** हिन्दी: Attendance's words in Hindi, with the roll's, the pager's and the refusals they show. */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { ClassListServerCode, ClassListWordId } from '@leave/web-kit/words/classList';
import { classListHi } from '@leave/web-kit/words/classListHi';
import type { FieldWordId } from '@leave/web-kit/words/fields';
import { fieldsHi } from '@leave/web-kit/words/fieldsHi';
import type { PagerWordId } from '@leave/web-kit/words/pager';
import { pagerHi } from '@leave/web-kit/words/pagerHi';
import type { AttendanceWordId } from './words';

const hi: Record<
  AttendanceWordId | ClassListWordId | ClassListServerCode | PagerWordId | FieldWordId | CommonServerCode,
  string
> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  ...classListHi,
  ...pagerHi,
  // The lecture picker's date field.
  ...fieldsHi,

  'instructor.attendance.title': 'उपस्थिति',
  'instructor.attendance.noCoursesYet':
    'आप अभी कोई पाठ्यक्रम नहीं पढ़ाते, इसलिए देखने को कुछ नहीं है। पाठ्यक्रम आपके विद्यालय के व्यवस्थापक जोड़ते हैं: उनसे कहें कि वे आपकी पंजीकरण संख्या के साथ आपको प्रशिक्षक बनाकर आपके पाठ्यक्रम जोड़ें, तब वे यहाँ दिखेंगे।',
  'instructor.attendance.anyLecture': 'सत्र का कोई भी व्याख्यान',
  'instructor.attendance.notLoaded': 'व्याख्यान लोड नहीं हो सके। {error}',
  'instructor.attendance.today': 'आज',
  'instructor.attendance.noneToday': 'आज आपके किसी पाठ्यक्रम का व्याख्यान नहीं है।',
  'instructor.attendance.todayOnPageOne': 'आज के व्याख्यान पृष्ठ 1 पर हैं।',
  'instructor.attendance.earlier': 'पहले के, अभी {days} दिन खुले',
  'instructor.attendance.noOther': 'सुधार की अवधि में कोई और व्याख्यान नहीं है।',
  'instructor.attendance.pages': 'लेने वाली हाज़िरियों के पृष्ठ',
  'instructor.attendance.lecture': '{course} - {title}, {date}',
  'instructor.attendance.lectureAndState': '{lecture}। {state}',
  'instructor.attendance.locked': '। बंद',
  'instructor.attendance.absent': '{count} अनुपस्थित',
  'instructor.attendance.late': '{count} देर से',
  'instructor.attendance.onLeave': '{count} अवकाश पर',
  'instructor.attendance.notTaken': 'अभी नहीं ली गई',
  'instructor.attendance.notTakenOnLeave': 'अभी नहीं ली गई ({count} अवकाश पर)',
  'instructor.attendance.taken': 'ली गई: {enrolled} में से {away}',
  'instructor.attendance.everyonePresent': 'सभी उपस्थित',
};

export default hi;
