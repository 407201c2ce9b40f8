/** हिन्दी: Absences by Week's words in Hindi, with the chart's and a failed load's. */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { ChartWordId } from '@leave/web-kit/words/chart';
import { chartHi } from '@leave/web-kit/words/chartHi';
import type { FrameWordId } from '@leave/web-kit/words/frame';
import { frameHi } from '@leave/web-kit/words/frameHi';
import type { AbsencesWordId } from './words';

const hi: Record<AbsencesWordId | ChartWordId | FrameWordId | CommonServerCode, string> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  ...frameHi,
  ...chartHi,

  'instructor.absences.title': 'सप्ताह-वार अनुपस्थिति',
  'instructor.absences.about':
    'आपके छात्र जिन व्याख्यानों से अनुपस्थित हैं, {window} में सप्ताह-दर-सप्ताह: स्वीकृत अवकाश जो पाठ्यक्रम की सीमा में गिना जाता है, ऐसे प्रकार का क्षमा किया गया अवकाश जो नहीं गिना जाता (जैसे संस्थान का कार्य), और आपके निर्णय की प्रतीक्षा में अवकाश।',
  'instructor.absences.windowOfTerm': '{term} ({from} से {to} तक)',
  'instructor.absences.windowDates': '{from} से {to} तक',
  'instructor.absences.noCoursesYet':
    'आप अभी कोई पाठ्यक्रम नहीं पढ़ाते, इसलिए देखने को कुछ नहीं है। पाठ्यक्रम आपके विद्यालय के व्यवस्थापक जोड़ते हैं: उनसे कहें कि वे आपकी पंजीकरण संख्या के साथ आपको प्रशिक्षक बनाकर आपके पाठ्यक्रम जोड़ें, तब वे यहाँ दिखेंगे।',
  'instructor.absences.chartTitle': '{course} - {title}: सप्ताहवार छूटे व्याख्यान',
  'instructor.absences.nobodyAway': 'इन सप्ताहों में {course} का कोई छात्र किसी व्याख्यान से अनुपस्थित नहीं है।',
  'instructor.absences.missed': '{course} में {total} व्याख्यान छूटे: {totals}। सबसे अधिक {busiest}।',
  'instructor.absences.totals': '{counted} गिने गए, {excused} क्षमा किए गए (नहीं गिने गए) और {pending} लंबित',
  'instructor.absences.busiest': '{week} के सप्ताह में ({count})',
  'instructor.absences.weekOf': 'सप्ताह',
  'instructor.absences.lecturesMissed': 'छूटे व्याख्यान',
  'instructor.absences.counted': 'गिने गए',
  'instructor.absences.excused': 'क्षमा किए गए (नहीं गिने गए)',
  'instructor.absences.pending': 'लंबित',
};

export default hi;
