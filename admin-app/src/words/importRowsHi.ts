/**
 * हिन्दी: an import's row's problem by its code (`IMPORT_ROW_CODES`), with the server's params as
 * placeholders. A column's name ({name}, {column}) is the file's own, as the English says it.
 * The codes the admin's other views say already (a course that does not exist, a timetable's
 * term) are in their catalogues.
 */
import { lectureReasonsHi } from '@leave/web-kit/words/lectureReasonsHi';
import type { ImportRowCode } from '@leave/contract';

type SaidElsewhere = 'api.noCourse' | 'lecture.timetableNeedsTerm' | 'lecture.noLecturesLeft';

export const importRowsHi: Record<Exclude<ImportRowCode, SaidElsewhere>, string> = {
  'field.required': '{name} आवश्यक है',
  'field.tooLong': '{name} में अधिकतम {max, number} वर्ण हो सकते हैं',
  'field.hiddenCharacters': '{name} में नियंत्रण या पाठ-दिशा वाले वर्ण नहीं होने चाहिए',
  'field.brokenCharacter': '{name} में एक टूटा हुआ वर्ण है (वर्ण-जोड़ी का आधा भाग); इसे फिर से लिखें',
  'field.notOneLine': '{name} एक ही पंक्ति में होना चाहिए, टैब या पंक्ति-विराम के बिना',
  'field.startsLikeFormula': '{name} =, +, - या @ से शुरू नहीं होना चाहिए',
  'field.notANumber': '{name} एक संख्या होनी चाहिए',
  'field.notAPositiveWholeNumber': '{name} एक धनात्मक पूर्ण संख्या होनी चाहिए',
  'field.tooManyDigits': '{name} अधिकतम {digits, number} अंकों की संख्या होनी चाहिए',
  'field.notAYear': '{name} 2024 जैसा कोई वर्ष होना चाहिए',
  'field.yearInFuture': '{name} भविष्य का वर्ष नहीं हो सकता',
  'field.courseCodeCharacters': '{name} में केवल अक्षर, अंक और - हो सकते हैं',
  'field.notADate': '{name} YYYY-MM-DD में लिखी कोई कैलेंडर तारीख़ होनी चाहिए',
  'field.dateOutsideWindow': '{name} {first} से {last} तक की कोई तारीख़ होनी चाहिए',
  'field.dateBefore': '{name} की तारीख़ {firstName} से पहले की नहीं हो सकती',
  'field.notATime': '{name} दिन का समय होना चाहिए, HH:MM में लिखा, जैसे 09:30',
  'field.endNotAfterStart': '{name} का समय {startName} के बाद का होना चाहिए',
  'api.importDuplicateInFile': 'यही अनुक्रमांक पंक्ति {line, number} पर भी है',
  'api.importDuplicateEnrolment': 'यही पाठ्यक्रम और अनुक्रमांक पंक्ति {line, number} पर भी हैं',
  'rollImport.notAMark': '"{value}" हाज़िरी का निशान नहीं है: P, A या L (उपस्थित, अनुपस्थित, देर से) लिखें',
  'rollImport.markRequired': 'हाज़िरी का निशान आवश्यक है: P, A या L',
  'rollImport.duplicate': 'यही पाठ्यक्रम, तारीख़ और अनुक्रमांक पंक्ति {line, number} पर भी हैं',
  'rollImport.noTerm': '{code} किसी सत्र में नहीं है: पहले पाठ्यक्रम संपादित करें पर उसे एक सत्र दें',
  'lecture.outsideTerm': lectureReasonsHi['lecture.outsideTerm'],
  'lecture.doesNotMeet': lectureReasonsHi['lecture.doesNotMeet'],
  'lecture.holiday': lectureReasonsHi['lecture.holiday'],
  'lecture.cancelled': lectureReasonsHi['lecture.cancelled'],
  'rollImport.notYet': '{date} अभी आना है: हाज़िरी उसके व्याख्यान के दिन से ली जाती है',
  'rollImport.notEnrolled': 'छात्र {rollNo} {code} में नामांकित नहीं है',
  'rollImport.reasonNeeded': '{date} की सुधार-अवधि बीत चुकी है: इसे दर्ज करने के लिए कारण दें',
  'lecture.holidayOutsideTerm': '{column} {term_name} ({term_first_day} से {term_last_day}) के भीतर होना चाहिए',
  'lecture.weekdayUnknown': '"{value}" सप्ताह का दिन नहीं है: Monday या Mon लिखें',
  'lecture.weekdayRepeated':
    'किसी पाठ्यक्रम की कक्षा हर दिन अधिकतम एक बार होती है, और {weekday} यहाँ पहले से है (पंक्ति {line, number})',
};
