/** हिन्दी: the student-app's words in Hindi. Every id in words.ts has its entry (words.test.ts checks). */
import type { WordId } from './words';

const hi: Record<WordId, string> = {
  'student.menu.applyLeave': 'अवकाश के लिए आवेदन',
  'student.menu.viewCourses': 'पाठ्यक्रम देखें',
  'student.menu.myProgress': 'मेरी प्रगति',
  'student.menu.myTimetable': 'मेरी समय-सारणी',
  'student.menu.myRequests': 'मेरे अनुरोध',
  'student.dashboard.notLoaded': 'नवीनतम जानकारी लोड नहीं हो सकी: {error}',

  'student.applyLeave.selectedDate': 'आपने यह तिथि चुनी: {date}',
  'student.applyLeave.applied': '{date} के लिए अवकाश का आवेदन हो गया। यह स्वीकृति की प्रतीक्षा में है।',
  'student.applyLeave.applyAgain': 'इस तिथि के लिए फिर से आवेदन करें',
  'student.applyLeave.applyForAnother': 'इस तिथि पर किसी अन्य पाठ्यक्रम के लिए आवेदन करें',

  'student.percentage.title': 'वर्तमान अवकाश प्रतिशत',
  'student.percentage.notEnrolled': 'आप अभी तक किसी पाठ्यक्रम में नामांकित नहीं हैं।',
  'student.percentage.againstLimit': '{course} अपनी सीमा की तुलना में',

  'student.calendar.label': 'अवकाश कैलेंडर',
  'student.calendar.legend': 'संकेत-सूची',
  'student.calendar.rejected': 'अस्वीकृत अवकाश',
  'student.calendar.accepted': 'स्वीकृत अवकाश',
  'student.calendar.pending': 'लंबित अवकाश',
  'student.calendar.absent': 'बिना अवकाश के अनुपस्थित',
  'student.calendar.selectedDay': 'चुना गया दिन',
  'student.calendar.today': 'आज',
  'student.calendar.holiday': 'छुट्टी (उस दिन पर उसका नाम)',

  'student.addLeave.title': 'अवकाश जोड़ें',
  'student.addLeave.leaveDate': 'अवकाश की तिथि',
  'student.addLeave.userId': 'उपयोगकर्ता आईडी',
  'student.addLeave.userRole': 'उपयोगकर्ता की भूमिका',
  'student.addLeave.kind': 'अवकाश का प्रकार',
  'student.addLeave.reason': 'कारण',
  'student.addLeave.courseCode': 'पाठ्यक्रम कोड',
  'student.addLeave.chooseFrom': 'इनमें से चुनें: {codes}',
  'student.addLeave.alsoFor': 'इनके लिए भी',
  'student.addLeave.allCourses': 'मेरे सभी पाठ्यक्रम',
  'student.addLeave.toDate': 'अंतिम तिथि (वैकल्पिक, कई दिनों के लिए)',
  'student.addLeave.includeWeekends': 'सप्ताहांत भी शामिल करें',
  'student.addLeave.submit': 'जमा करें',
  'student.addLeave.preview': 'स्वीकृति से क्या होगा',
};

export default hi;
