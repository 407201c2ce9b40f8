/** हिन्दी: the admin-app's words in Hindi. Every id in words.ts, overview.ts, lists.ts and leaves.ts, courseForm.ts, limitForm.ts, courseChoice.ts, editCourse.ts, enrolments.ts, leaveByWeek.ts, leaveKinds.ts, terms.ts, imports.ts (and each import row's problem by its code, the contract's importRowCodes.ts), ruleWords.ts, attendance.ts, signInOptions.ts, system.ts, stepUp.ts, audit.ts, auditTrail.ts, accounts.ts and twoFactor.ts (each with its Hi file), the Notifications view's (web-kit's notifications and pager, and the domain's NOTIFICATION_HINDI), the names the audit trail's data gives (auditNames.ts) has its entry, and the shared components' (tsc and words.test.ts check). */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { ChartWordId } from '@leave/web-kit/words/chart';
import { chartHi } from '@leave/web-kit/words/chartHi';
import type { ClassListServerCode, ClassListWordId } from '@leave/web-kit/words/classList';
import { classListHi } from '@leave/web-kit/words/classListHi';
import type { CsvWordId } from '@leave/web-kit/words/csv';
import { csvHi } from '@leave/web-kit/words/csvHi';
import type { FrameWordId } from '@leave/web-kit/words/frame';
import type { NotificationsWordId } from '@leave/web-kit/words/notifications';
import { notificationsHi } from '@leave/web-kit/words/notificationsHi';
import type { FieldWordId } from '@leave/web-kit/words/fields';
import { fieldsHi } from '@leave/web-kit/words/fieldsHi';
import type { PagerWordId } from '@leave/web-kit/words/pager';
import { pagerHi } from '@leave/web-kit/words/pagerHi';
import { NOTIFICATION_HINDI } from '@leave/domain';
import type { NotificationCode } from '@leave/domain';
import { frameHi } from '@leave/web-kit/words/frameHi';
import type { PasswordWordId } from '@leave/web-kit/words/password';
import type { PasswordRuleWordId } from '@leave/web-kit/words/passwordRuleWords';
import { passwordHi } from '@leave/web-kit/words/passwordHi';
import type { DevicesWordId } from '@leave/web-kit/words/devices';
import { devicesHi } from '@leave/web-kit/words/devicesHi';
import type { StatusWordId } from '@leave/web-kit/words/status';
import { statusHi } from '@leave/web-kit/words/statusHi';
import type { CourseChoiceWordId } from './courseChoice';
import { courseChoiceHi } from './courseChoiceHi';
import type { AttendanceServerCode, AttendanceWordId } from './attendance';
import { attendanceHi } from './attendanceHi';
import type { CourseFormServerCode, CourseFormWordId } from './courseForm';
import { courseFormHi } from './courseFormHi';
import type { EditCourseServerCode, EditCourseWordId } from './editCourse';
import { editCourseHi } from './editCourseHi';
import type { EnrolmentServerCode, EnrolmentWordId } from './enrolments';
import { enrolmentsHi } from './enrolmentsHi';
import type { LeaveByWeekWordId } from './leaveByWeek';
import { leaveByWeekHi } from './leaveByWeekHi';
import type { LeaveKindServerCode, LeaveKindWordId } from './leaveKinds';
import { leaveKindsHi } from './leaveKindsHi';
import type { LeaveWordId } from './leaves';
import type { LimitFormServerCode, LimitFormWordId } from './limitForm';
import { limitFormHi } from './limitFormHi';
import { leavesHi } from './leavesHi';
import type { ImportsServerCode, ImportWordId } from './imports';
import { importsHi } from './importsHi';
import type { ImportRowCode } from '@leave/contract';
import { importRowsHi } from './importRowsHi';
import type { RuleWordId } from './ruleWords';
import { ruleWordsHi } from './ruleWordsHi';
import type { TermsServerCode, TermWordId } from './terms';
import { termsHi } from './termsHi';
import type { SignInOptionsServerCode, SignInOptionsWordId } from './signInOptions';
import { signInOptionsHi } from './signInOptionsHi';
import type { SystemWordId } from './system';
import { systemHi } from './systemHi';
import type { StepUpServerCode, StepUpWordId } from './stepUp';
import { stepUpHi } from './stepUpHi';
import type { ListWordId } from './lists';
import type { OverviewWordId } from './overview';
import type { WordId } from './words';
import type { AccountsServerCode, AccountsWordId } from './accounts';
import { accountsHi } from './accountsHi';
import type { AuditWordId } from './audit';
import type { TwoFactorServerCode, TwoFactorWordId } from './twoFactor';
import { twoFactorHi } from './twoFactorHi';
import { auditHi } from './auditHi';
import type { AuditNameId } from './auditNames';
import type { AuditTrailWordId } from './auditTrail';
import { auditTrailHi } from './auditTrailHi';

/** Every word the admin-app shows, its own and the shared components'. */
type AdminWordId =
  | WordId
  | OverviewWordId
  | ListWordId
  | LeaveWordId
  | CourseFormWordId
  | CourseFormServerCode
  | LimitFormWordId
  | LimitFormServerCode
  | EditCourseWordId
  | EditCourseServerCode
  | RuleWordId
  | CourseChoiceWordId
  | EnrolmentWordId
  | EnrolmentServerCode
  | LeaveByWeekWordId
  | LeaveKindWordId
  | LeaveKindServerCode
  | ChartWordId
  | TermWordId
  | TermsServerCode
  | ImportWordId
  | ImportsServerCode
  | ImportRowCode
  | AttendanceWordId
  | AttendanceServerCode
  | ClassListWordId
  | ClassListServerCode
  | SignInOptionsWordId
  | SignInOptionsServerCode
  | SystemWordId
  | StepUpWordId
  | StepUpServerCode
  | FrameWordId
  | PasswordWordId
  | PasswordRuleWordId
  | DevicesWordId
  | PagerWordId
  | CsvWordId
  | StatusWordId
  | AuditWordId
  | AuditNameId
  | AuditTrailWordId
  | AccountsWordId
  | AccountsServerCode
  | TwoFactorWordId
  | TwoFactorServerCode
  | NotificationsWordId
  | PagerWordId
  | FieldWordId
  | NotificationCode
  | CommonServerCode;

const hi: Record<AdminWordId, string> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  ...frameHi,
  // Change Password and its rules, Signed-in Devices with its pager: the views every role's dashboard has.
  ...passwordHi,
  ...devicesHi,
  ...pagerHi,
  // What the date and time fields (terms, holidays, timetables, the lists' filters) say of what they cannot read.
  ...fieldsHi,
  ...csvHi,
  ...statusHi,
  ...leavesHi,
  ...courseFormHi,
  ...limitFormHi,
  ...editCourseHi,
  ...ruleWordsHi,
  ...courseChoiceHi,
  ...enrolmentsHi,
  ...leaveByWeekHi,
  ...leaveKindsHi,
  ...chartHi,
  ...termsHi,
  ...importsHi,
  // An import's row's problem, by its code.
  ...importRowsHi,
  ...attendanceHi,
  // The roll's class list and lecture picker (Correct a Roll), and the refusals they show.
  ...classListHi,
  ...signInOptionsHi,
  ...systemHi,
  ...stepUpHi,
  // The audit trail's sentences and details (the Overview's recent changes too), and its view's words.
  ...auditHi,
  ...auditTrailHi,
  ...accountsHi,
  ...twoFactorHi,
  // The Notifications view's own words, its calendar feed's and email card's, and its pager's, as
  // the student's and the instructor's catalogues have them; and each notification by its code
  // (the emails' own Hindi).
  ...notificationsHi,
  ...NOTIFICATION_HINDI,

  'admin.dashboard': 'व्यवस्थापक डैशबोर्ड',
  'admin.gettingStarted': 'शुरुआत',
  'admin.chooseFromMenu': 'मेन्यू से "पाठ्यक्रम जोड़ें" या "पाठ्यक्रम में छात्र जोड़ें" चुनें।',
  'admin.overview': 'अवलोकन',
  'admin.coursesGroup': 'पाठ्यक्रम',
  'admin.addCourse': 'पाठ्यक्रम जोड़ें',
  'admin.editCourse': 'पाठ्यक्रम संपादित करें',
  'admin.leaveLimit': 'अवकाश सीमा तय करें',
  'admin.courses': 'सभी पाठ्यक्रम',
  'admin.terms': 'सत्र और छुट्टियाँ',
  'admin.peopleGroup': 'लोग',
  'admin.addStudentToCourse': 'पाठ्यक्रम में छात्र जोड़ें',
  'admin.students': 'छात्र',
  'admin.instructors': 'प्रशिक्षक',
  'admin.enrolments': 'नामांकन',
  'admin.accounts': 'खाते',
  'admin.leaveGroup': 'अवकाश',
  'admin.allLeave': 'सभी अवकाश',
  'admin.leaveKinds': 'अवकाश के प्रकार',
  'admin.leaveByWeek': 'सप्ताह-वार अवकाश',
  'admin.attendanceGroup': 'उपस्थिति',
  'admin.attendanceRules': 'उपस्थिति के नियम',
  'admin.correctRoll': 'हाज़िरी सुधारें',
  'admin.importsGroup': 'आयात',
  'admin.importStudents': 'छात्र आयात करें',
  'admin.importEnrolments': 'नामांकन आयात करें',
  'admin.importTimetables': 'समय-सारणी आयात करें',
  'admin.importRollMarks': 'हाज़िरी आयात करें',
  'admin.auditGroup': 'लेखा-परीक्षा',
  'admin.auditTrail': 'परिवर्तनों का अभिलेख',
  'admin.systemGroup': 'प्रणाली',
  'admin.system': 'प्रणाली की स्थिति',
  'admin.signInOptions': 'साइन-इन विकल्प',
  'admin.accountGroup': 'आपका खाता',
  'admin.twoFactor': 'दो-चरणीय साइन-इन',

  'admin.overview.atAGlance': 'एक नज़र में विद्यालय',
  'admin.overview.students': 'छात्र',
  'admin.overview.openStudents': 'छात्र खोलें',
  'admin.overview.courses': 'पाठ्यक्रम',
  'admin.overview.openCourses': 'पाठ्यक्रम खोलें',
  'admin.overview.requestsWaiting': 'प्रतीक्षारत अनुरोध',
  'admin.overview.openPending': 'लंबित अवकाश खोलें',
  'admin.overview.waitingByCourse': 'प्रतीक्षारत अनुरोध, पाठ्यक्रम-वार',
  'admin.overview.courseWaitingOne': '{code} {title}: {count} अनुरोध',
  'admin.overview.courseWaitingMany': '{code} {title}: {count} अनुरोध',
  'admin.overview.noneWaiting': 'कोई अनुरोध निर्णय की प्रतीक्षा में नहीं है।',
  'admin.overview.atRisk': 'जोखिम में छात्र',
  'admin.overview.overTheLimit': 'सीमा से ऊपर',
  'admin.overview.nearIt': 'सीमा के निकट',
  'admin.overview.openAtRisk': 'जोखिम वाले पाठ्यक्रम खोलें',
  'admin.overview.furthestOver': 'अपनी सीमा से सबसे ऊपर या उसके सबसे निकट छात्र',
  'admin.overview.studentOver': '{name} ({rollNo}), {code}: {limit}% में से {percentage}% — सीमा से ऊपर',
  'admin.overview.studentNear': '{name} ({rollNo}), {code}: {limit}% में से {percentage}% — सीमा के निकट',
  'admin.overview.allWithin': 'हर छात्र हर पाठ्यक्रम की सीमा के भीतर है।',
  'admin.overview.leaveToday': 'आज का अवकाश',
  'admin.overview.openToday': 'आज का अवकाश खोलें',
  'admin.overview.todayCounts': ': {accepted} स्वीकृत, {pending} लंबित।',
  'admin.overview.rollsToday': 'आज ली गई हाज़िरी',
  'admin.overview.ofLecturesOne': '{count} व्याख्यान में से',
  'admin.overview.ofLecturesMany': '{count} व्याख्यानों में से',
  'admin.overview.openCorrectRoll': 'हाज़िरी सुधारें खोलें',
  'admin.overview.absentOne': ': {count} छात्र बिना अवकाश के अनुपस्थित।',
  'admin.overview.absentMany': ': {count} छात्र बिना अवकाश के अनुपस्थित।',
  'admin.overview.recent': 'हाल के परिवर्तन',
  'admin.overview.latest': '{count} नवीनतम',
  'admin.overview.noneYet': 'अभी कोई नहीं',
  'admin.overview.openAudit': 'परिवर्तनों का अभिलेख खोलें',
  'admin.overview.latestFirst': 'नवीनतम परिवर्तन, सबसे नए पहले',
  'admin.lists.sortBy': 'क्रम का आधार',
  'admin.lists.order': 'क्रम',
  'admin.lists.ascending': 'आरोही',
  'admin.lists.descending': 'अवरोही',
  'admin.lists.rowsPerPage': 'प्रति पृष्ठ पंक्तियाँ',
  'admin.lists.search': 'खोजें',
  'admin.lists.matching': '{count}, "{q}" से मेल खाते',
  'admin.lists.filter': 'छाँटें',
  'admin.lists.previous': 'पिछला',
  'admin.lists.next': 'अगला',
  'admin.lists.pageOf': 'पृष्ठ {page} / {pages}',
  'admin.lists.name': 'नाम',
  'admin.lists.courses': 'पाठ्यक्रम',
  'admin.lists.students': 'छात्र',
  'admin.lists.searchStudents': 'नाम या अनुक्रमांक से खोजें',
  'admin.lists.noStudents': 'कोई छात्र नहीं',
  'admin.lists.oneStudent': '1 छात्र',
  'admin.lists.manyStudents': '{count} छात्र',
  'admin.lists.studentsNotLoaded': 'छात्रों की सूची लोड नहीं हो सकी।',
  'admin.lists.studentPages': 'छात्रों की सूची के पृष्ठ',
  'admin.lists.downloadStudents': 'छात्रों की सूची डाउनलोड करें (CSV)',
  'admin.lists.studentsList': 'छात्रों की सूची',
  'admin.lists.rollNo': 'अनुक्रमांक',
  'admin.lists.branch': 'शाखा',
  'admin.lists.stream': 'संकाय',
  'admin.lists.joiningYear': 'प्रवेश वर्ष',
  'admin.lists.searchCourses': 'कोड, शीर्षक या प्रशिक्षक से खोजें',
  'admin.lists.noCourses': 'कोई पाठ्यक्रम नहीं',
  'admin.lists.oneCourse': '1 पाठ्यक्रम',
  'admin.lists.manyCourses': '{count} पाठ्यक्रम',
  'admin.lists.coursesNotLoaded': 'पाठ्यक्रमों की सूची लोड नहीं हो सकी।',
  'admin.lists.coursePages': 'पाठ्यक्रमों की सूची के पृष्ठ',
  'admin.lists.downloadCourses': 'पाठ्यक्रमों की सूची डाउनलोड करें (CSV)',
  'admin.lists.coursesList': 'पाठ्यक्रमों की सूची',
  'admin.lists.courseCode': 'पाठ्यक्रम कोड',
  'admin.lists.courseTitle': 'पाठ्यक्रम शीर्षक',
  'admin.lists.instructor': 'प्रशिक्षक',
  'admin.lists.semester': 'सेमेस्टर',
  'admin.lists.enrolled': 'नामांकित',
  'admin.lists.totalLectures': 'कुल व्याख्यान',
  'admin.lists.leaveLimit': 'अवकाश सीमा',
  'admin.lists.instructors': 'प्रशिक्षक',
  'admin.lists.searchInstructors': 'नाम या पंजीकरण संख्या से खोजें',
  'admin.lists.noInstructors': 'कोई प्रशिक्षक नहीं',
  'admin.lists.oneInstructor': '1 प्रशिक्षक',
  'admin.lists.manyInstructors': '{count} प्रशिक्षक',
  'admin.lists.instructorsNotLoaded': 'प्रशिक्षकों की सूची लोड नहीं हो सकी।',
  'admin.lists.instructorPages': 'प्रशिक्षकों की सूची के पृष्ठ',
  'admin.lists.downloadInstructors': 'प्रशिक्षकों की सूची डाउनलोड करें (CSV)',
  'admin.lists.instructorsList': 'प्रशिक्षकों की सूची',
  'admin.lists.registrationNo': 'पंजीकरण संख्या',
  'admin.lists.department': 'विभाग',
};

export default hi;
