/**
 * हिन्दी: the Roster's words in Hindi, with those of the shared components it shows (the status
 * of who is away, the CSV download, the month calendar) and the server's words it says by code.
 */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { CalendarWordId } from '@leave/web-kit/words/calendar';
import { calendarHi } from '@leave/web-kit/words/calendarHi';
import type { CsvWordId } from '@leave/web-kit/words/csv';
import { csvHi } from '@leave/web-kit/words/csvHi';
import type { PagerWordId } from '@leave/web-kit/words/pager';
import { pagerHi } from '@leave/web-kit/words/pagerHi';
import type { StatusWordId } from '@leave/web-kit/words/status';
import { statusHi } from '@leave/web-kit/words/statusHi';
import type { RosterServerCode, RosterWordId } from './words';

const hi: Record<
  RosterWordId | RosterServerCode | StatusWordId | PagerWordId | CsvWordId | CalendarWordId | CommonServerCode,
  string
> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  ...statusHi,
  ...pagerHi,
  ...csvHi,
  ...calendarHi,

  'instructor.roster.title': 'छात्र-सूची',
  'instructor.roster.noCoursesYet':
    'आप अभी कोई पाठ्यक्रम नहीं पढ़ाते, इसलिए देखने को कुछ नहीं है। पाठ्यक्रम आपके विद्यालय के व्यवस्थापक जोड़ते हैं: उनसे कहें कि वे आपकी पंजीकरण संख्या के साथ आपको प्रशिक्षक बनाकर आपके पाठ्यक्रम जोड़ें, तब वे यहाँ दिखेंगे।',
  'instructor.roster.course': 'पाठ्यक्रम',
  'instructor.roster.courseOption': '{course} - {title}',
  'instructor.roster.lecturesAndLimit': '{lectures} व्याख्यान; अवकाश सीमा {limit}%।',
  'instructor.roster.sortBy': 'क्रम',
  'instructor.roster.sortRisk': 'जोखिम वाले पहले',
  'instructor.roster.sortRollNo': 'अनुक्रमांक',
  'instructor.roster.sortName': 'नाम',
  'instructor.roster.sortPercentage': 'सबसे अधिक प्रतिशत',
  'instructor.roster.notLoaded': 'छात्र-सूची लोड नहीं हो सकी। {error}',
  'instructor.roster.rosterOf': '{course} की छात्र-सूची',
  'instructor.roster.rollNo': 'अनुक्रमांक',
  'instructor.roster.name': 'नाम',
  'instructor.roster.accepted': 'स्वीकृत',
  'instructor.roster.excused': ' (+{count} छूट, गिने नहीं जाते)',
  'instructor.roster.pending': 'लंबित',
  'instructor.roster.percentage': 'प्रतिशत',
  'instructor.roster.canStillMiss': 'अभी भी छोड़ सकते हैं',
  'instructor.roster.held': 'आयोजित',
  'instructor.roster.attended': 'उपस्थित',
  'instructor.roster.absentWithoutLeave': 'बिना अवकाश अनुपस्थित',
  'instructor.roster.onLeave': 'अवकाश पर',
  'instructor.roster.attendancePercent': 'उपस्थिति %',
  'instructor.roster.attendance': 'उपस्थिति',
  'instructor.roster.attendanceLine': '{percentage}%, {absent} अनुपस्थित',
  'instructor.roster.status': 'स्थिति',
  'instructor.roster.riskDanger': 'जोखिम: सीमा से अधिक',
  'instructor.roster.riskWarning': 'जोखिम: सीमा पर या उसके निकट',
  'instructor.roster.riskOk': 'ठीक',
  'instructor.roster.details': 'विवरण',
  'instructor.roster.detailsOf': '{student} का विवरण',
  'instructor.roster.pages': '{course} की छात्र-सूची के पृष्ठ',

  'instructor.roster.downloadRegister': '{course} का अवकाश रजिस्टर डाउनलोड करें (CSV)',
  'instructor.roster.theRegister': 'रजिस्टर',

  'instructor.roster.registerTitle': '{course} का उपस्थिति रजिस्टर',
  'instructor.roster.registerKey':
    'P उपस्थित, A अनुपस्थित, L देर से, या अवकाश का प्रकार; जिस व्याख्यान की हाज़िरी नहीं ली गई वह खाली है।',
  'instructor.roster.downloadAttendance': '{course} का उपस्थिति रजिस्टर डाउनलोड करें (CSV)',
  'instructor.roster.theAttendanceRegister': 'उपस्थिति रजिस्टर',
  'instructor.roster.registerNotLoaded': 'रजिस्टर लोड नहीं हो सका। {error}',
  'instructor.roster.noLectureHeld': '{course} का अभी तक कोई व्याख्यान नहीं हुआ है।',
  'instructor.roster.registerScrolls': '{course} का उपस्थिति रजिस्टर, बगल में खिसकता है',
  'instructor.roster.extra': ' (अतिरिक्त)',
  'instructor.roster.registerPages': '{course} के उपस्थिति रजिस्टर के पृष्ठ',

  'instructor.roster.calendarTitle': '{course} का अनुपस्थिति कैलेंडर',
  'instructor.roster.away': ' अनुपस्थित',
  'instructor.roster.awayAnd': ' अनुपस्थित,',
  'instructor.roster.pendingCount': ' लंबित',
  'instructor.roster.cancelled': 'रद्द',
  'instructor.roster.noLecture': ' (कोई व्याख्यान नहीं)',
  'instructor.roster.noLectureDay': ' कोई व्याख्यान नहीं',
  'instructor.roster.noLectureThatDay': 'उस दिन {course} का कोई व्याख्यान नहीं है।',
  'instructor.roster.legend': 'अनुपस्थिति कैलेंडर की संकेत-सूची',
  'instructor.roster.legendAway': 'अनुपस्थित (स्वीकृत अवकाश)',
  'instructor.roster.legendPending': 'लंबित अवकाश',
  'instructor.roster.legendNoLecture': 'कोई व्याख्यान नहीं',
  'instructor.roster.whoIsAway': 'कौन अनुपस्थित है',
  'instructor.roster.awayOn': '{date} को अनुपस्थित',
  'instructor.roster.nobodyAway': 'उस दिन कोई अनुपस्थित नहीं है।',
  'instructor.roster.awayNotLoaded': 'कौन अनुपस्थित है, यह लोड नहीं हो सका। {error}',
  'instructor.roster.awayPages': '{date} को अनुपस्थित छात्रों के पृष्ठ',
  'instructor.roster.absentee': '{name} ({rollNo}): {status}',

  'api.notYourCourse': 'आप यह पाठ्यक्रम नहीं पढ़ाते',
  'api.noCourse': '{code} नाम का कोई पाठ्यक्रम नहीं है',
  'lecture.holiday': '{date} को छुट्टी है: {name}',
  'lecture.cancelled': '{date} को {code} का व्याख्यान रद्द है',
};

export default hi;
