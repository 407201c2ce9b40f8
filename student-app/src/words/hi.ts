/** हिन्दी: the student-app's words in Hindi. Every id in words.ts has its entry (words.test.ts checks). */
import type { WordId } from './words';

const hi: Record<WordId, string> = {
  'student.applyLeave': 'अवकाश के लिए आवेदन',
  'student.viewCourses': 'पाठ्यक्रम देखें',
  'student.myProgress': 'मेरी प्रगति',
  'student.myTimetable': 'मेरी समय-सारणी',
  'student.myRequests': 'मेरे अनुरोध',
  'student.notLoaded': 'नवीनतम जानकारी लोड नहीं हो सकी: {error}',

  'student.selectedDate': 'आपने यह तिथि चुनी: {date}',
  'student.leaveApplied': '{date} के लिए अवकाश का आवेदन हो गया। यह स्वीकृति की प्रतीक्षा में है।',
  'student.applyAgain': 'इस तिथि के लिए फिर से आवेदन करें',
  'student.applyForAnother': 'इस तिथि पर किसी अन्य पाठ्यक्रम के लिए आवेदन करें',

  'student.percentageTitle': 'वर्तमान अवकाश प्रतिशत',
  'student.notEnrolled': 'आप अभी तक किसी पाठ्यक्रम में नामांकित नहीं हैं।',
  'student.againstLimit': '{course} अपनी सीमा की तुलना में',

  'student.calendar': 'अवकाश कैलेंडर',
  'student.legend': 'संकेत-सूची',
  'student.rejectedLeave': 'अस्वीकृत अवकाश',
  'student.acceptedLeave': 'स्वीकृत अवकाश',
  'student.pendingLeave': 'लंबित अवकाश',
  'student.absentWithoutLeave': 'बिना अवकाश के अनुपस्थित',
  'student.selectedDay': 'चुना गया दिन',
  'student.today': 'आज',
  'student.holiday': 'छुट्टी (उस दिन पर उसका नाम)',

  'student.addLeave': 'अवकाश जोड़ें',
  'student.leaveDate': 'अवकाश की तिथि',
  'student.userId': 'उपयोगकर्ता आईडी',
  'student.userRole': 'उपयोगकर्ता की भूमिका',
  'student.kind': 'अवकाश का प्रकार',
  'student.reason': 'कारण',
  'student.courseCode': 'पाठ्यक्रम कोड',
  'student.chooseFrom': 'इनमें से चुनें: {codes}',
  'student.alsoFor': 'इनके लिए भी',
  'student.allCourses': 'मेरे सभी पाठ्यक्रम',
  'student.toDate': 'अंतिम तिथि (वैकल्पिक, कई दिनों के लिए)',
  'student.includeWeekends': 'सप्ताहांत भी शामिल करें',
  'student.submit': 'जमा करें',
  'student.whatApprovalWouldDo': 'स्वीकृति से क्या होगा',
};

export default hi;
