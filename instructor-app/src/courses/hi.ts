/** हिन्दी: View Courses' words in Hindi, with the refusals it shows. */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { FieldWordId } from '@leave/web-kit/words/fields';
import { fieldsHi } from '@leave/web-kit/words/fieldsHi';
import type { CourseRuleWordId } from './ruleWords';
import type { CoursesServerCode, CoursesWordId } from './words';

const hi: Record<CoursesWordId | CourseRuleWordId | CoursesServerCode | FieldWordId | CommonServerCode, string> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  // A lecture's date and times, added or cancelled.
  ...fieldsHi,
  'instructor.courses.title': 'पढ़ाए जाने वाले पाठ्यक्रम',
  'instructor.courses.noCoursesYet':
    'आप अभी कोई पाठ्यक्रम नहीं पढ़ाते, इसलिए देखने को कुछ नहीं है। पाठ्यक्रम आपके विद्यालय के व्यवस्थापक जोड़ते हैं: उनसे कहें कि वे आपकी पंजीकरण संख्या के साथ आपको प्रशिक्षक बनाकर आपके पाठ्यक्रम जोड़ें, तब वे यहाँ दिखेंगे।',
  'instructor.courses.courseCode': 'पाठ्यक्रम कोड',
  'instructor.courses.courseTitle': 'पाठ्यक्रम का नाम',
  'instructor.courses.semester': 'सत्र',
  'instructor.courses.year': 'वर्ष',
  'instructor.courses.totalStudents': 'कुल छात्र',
  'instructor.courses.totalLectures': 'कुल व्याख्यान',
  'instructor.courses.timetableOf': '{course} की समय-सारणी',
  'instructor.courses.course': 'पाठ्यक्रम',
  'instructor.courses.courseOption': '{course} - {title}',
  'instructor.courses.timetableNotLoaded': 'समय-सारणी लोड नहीं हो सकी। {error}',
  'instructor.courses.oneLecture': '{count} व्याख्यान',
  'instructor.courses.manyLectures': '{count} व्याख्यान',
  'instructor.courses.noTimetable':
    '{course} की कोई समय-सारणी नहीं है: हर तिथि एक व्याख्यान गिनी जाती है (कुल {lectures})। आपके विद्यालय के व्यवस्थापक के समय-सारणी देने पर व्याख्यान रद्द किए या जोड़े जा सकते हैं।',
  'instructor.courses.termLectures': ': कुल {lectures}।',
  'instructor.courses.weeklyLectures': '{course} के साप्ताहिक व्याख्यान',
  'instructor.courses.daysAnd': '{days} और {last}',
  'instructor.courses.changes': 'रद्द और अतिरिक्त व्याख्यान',
  'instructor.courses.noChanges': 'कोई नहीं: {course} अपनी समय-सारणी के अनुसार चलता है।',
  'instructor.courses.cancelledOn': 'रद्द: {date}',
  'instructor.courses.cancelledOnBecause': 'रद्द: {date} ({reason})',
  'instructor.courses.extraOn': 'अतिरिक्त व्याख्यान: {lecture}',
  'instructor.courses.undoCancellation': '{date} का रद्द होना पूर्ववत करें',
  'instructor.courses.undoExtra': '{date} का अतिरिक्त व्याख्यान पूर्ववत करें',
  'instructor.courses.undo': 'पूर्ववत करें',
  'instructor.courses.addLecture': 'व्याख्यान जोड़ें',
  'instructor.courses.date': 'तिथि',
  'instructor.courses.start': 'आरंभ (वैकल्पिक)',
  'instructor.courses.end': 'समाप्ति (वैकल्पिक)',
  'instructor.courses.room': 'कक्ष (वैकल्पिक)',
  'instructor.courses.add': 'व्याख्यान जोड़ें',
  'instructor.courses.cancelLecture': 'व्याख्यान रद्द करें',
  'instructor.courses.meetsOn': '{course} इन दिनों होता है: {days}',
  'instructor.courses.reason': 'कारण',
  'instructor.courses.reasonHint': 'पाठ्यक्रम के हर छात्र को इस कारण के साथ बताया जाता है',
  'instructor.courses.cancel': 'व्याख्यान रद्द करें',

  // The forms' rules, and the fields they name.
  'instructor.courses.rule.required': '{name} आवश्यक है',
  'instructor.courses.rule.tooLong': '{name} में अधिकतम {max, number} वर्ण हो सकते हैं',
  'instructor.courses.rule.hiddenCharacters': '{name} में नियंत्रण या पाठ-दिशा वाले वर्ण नहीं होने चाहिए',
  'instructor.courses.rule.brokenCharacter': '{name} में एक टूटा हुआ वर्ण है (वर्ण-जोड़ी का आधा भाग); इसे फिर से टाइप करें',
  'instructor.courses.rule.notADate': '{name}: YYYY-MM-DD में लिखी कोई कैलेंडर तारीख़ दें',
  'instructor.courses.rule.dateOutsideWindow': '{name}: {first} से {last} तक की कोई तारीख़ दें',
  'instructor.courses.rule.notATime': '{name} दिन का समय होना चाहिए, घंटे:मिनट में लिखा, जैसे 09:30',
  'instructor.courses.rule.endNotAfterStart': '{name}, {startName} से बाद का समय होना चाहिए',
  'instructor.courses.rule.date': 'तिथि',
  'instructor.courses.rule.reason': 'कारण',
  'instructor.courses.rule.start': 'आरंभ',
  'instructor.courses.rule.end': 'समाप्ति',
  'instructor.courses.rule.room': 'कक्ष',

  'api.notYourCourse': 'आप यह पाठ्यक्रम नहीं पढ़ाते',
  'api.noCourse': '{code} नाम का कोई पाठ्यक्रम नहीं है',
  'lecture.noTimetable': '{code} की कोई समय-सारणी नहीं है: हर तिथि उसका एक व्याख्यान है। पहले उसे समय-सारणी दें।',
  'lecture.noLectureToCancel': '{date} को {code} का रद्द करने के लिए कोई व्याख्यान नहीं है',
  'lecture.lectureExists': '{date} को {code} का व्याख्यान पहले से है',
  'lecture.extraOutsideTerm':
    '{code} का अतिरिक्त व्याख्यान {term_name} ({term_first_day} से {term_last_day} तक) के भीतर होना चाहिए',
  'lecture.noLectureChange': 'व्याख्यान में {changeId} क्रमांक का कोई बदलाव नहीं है',
  // A change's answer: the date as sent, how many students were told, and who had leave that day.
  'lecture.lectureCancelledDone':
    '{date} को {code} का व्याख्यान रद्द किया गया{told, plural, =0 {} one {; # छात्र को बताया गया} other {; # छात्रों को बताया गया}}{onLeave, plural, =0 {} other {, उस दिन # अवकाश पर}}',
  'lecture.extraLectureAdded':
    '{date} को {code} का एक अतिरिक्त व्याख्यान जोड़ा गया{told, plural, =0 {} one {; # छात्र को बताया गया} other {; # छात्रों को बताया गया}}',
  'lecture.lectureChangeRemoved':
    '{kind, select, cancelled {{date} को {code} का व्याख्यान फिर से होगा} other {{date} को {code} का अतिरिक्त व्याख्यान हटा दिया गया}}{told, plural, =0 {} one {; # छात्र को बताया गया} other {; # छात्रों को बताया गया}}',
};

export default hi;
