/**
 * اردو: the student-app's words in Urdu (right to left), so far the dashboard's first view (words.ts)
 * and the frame. My Requests' words (requests.ts) are not translated yet: they are said in English
 * (`npm run words:missing` lists them for translators).
 */
import type { FrameWordId } from '@leave/web-kit/words/frame';
import { frameUr } from '@leave/web-kit/words/frameUr';
import type { WordId } from './words';

/** Apply Leave's words translated into Hindi after the Urdu above was written: said in English for now. */
type NotYetInUrdu =
  | 'student.notEnrolledYet'
  | 'student.acceptedOnDay'
  | 'student.pendingOnDay'
  | 'student.rejectedOnDay'
  | 'student.withdrawnOnDay'
  | 'student.cancelledOnDay'
  | 'student.absentFrom'
  | 'student.lateTo'
  | 'student.presentAt'
  | 'student.onLeaveFrom'
  | 'student.termWeek'
  | 'student.lecturesAfterToday'
  | 'student.lecturesOn'
  | 'student.yourLecturesOn'
  | 'student.loading'
  | 'student.nothingOnDay'
  | 'student.leaveNotCounted'
  | 'student.rollOnDay'
  | 'student.markedAbsent'
  | 'student.markedLate'
  | 'student.markedPresent'
  | 'student.awayOnLeave'
  | 'student.applyFor'
  | 'student.subscribe'
  | 'student.ofLimit'
  | 'student.overLimit'
  | 'student.limitReached'
  | 'student.closeToLimit'
  | 'student.canStillMiss'
  | 'student.pending'
  | 'student.attended'
  | 'student.absentWithLectures'
  | 'student.lecture'
  | 'student.lectures'
  | 'student.openDay'
  | 'student.openCourses'
  | 'student.openRequest';

const ur: Record<Exclude<WordId, NotYetInUrdu> | FrameWordId, string> = {
  ...frameUr,
  'student.applyLeave': 'رخصت کی درخواست',
  'student.viewCourses': 'کورس دیکھیں',
  'student.myProgress': 'میری پیش رفت',
  'student.myTimetable': 'میرا نظام الاوقات',
  'student.myRequests': 'میری درخواستیں',
  'student.notLoaded': 'تازہ ترین ڈیٹا لوڈ نہیں ہو سکا: {error}',

  'student.selectedDate': 'آپ نے یہ تاریخ منتخب کی: {date}',
  'student.leaveApplied': '{date} کے لیے رخصت کی درخواست ہو گئی۔ یہ منظوری کی منتظر ہے۔',
  'student.applyAgain': 'اس تاریخ کے لیے دوبارہ درخواست دیں',
  'student.applyForAnother': 'اس تاریخ پر کسی اور کورس کے لیے درخواست دیں',

  'student.percentageTitle': 'رخصت کا موجودہ فیصد',
  'student.notEnrolled': 'آپ ابھی تک کسی کورس میں داخل نہیں ہیں۔',
  'student.againstLimit': '{course} اپنی حد کے مقابلے میں',

  'student.calendar': 'رخصت کا کیلنڈر',
  'student.legend': 'علامات',
  'student.rejectedLeave': 'مسترد رخصت',
  'student.acceptedLeave': 'منظور شدہ رخصت',
  'student.pendingLeave': 'زیرِ غور رخصت',
  'student.absentWithoutLeave': 'بغیر رخصت کے غیر حاضر',
  'student.selectedDay': 'منتخب دن',
  'student.today': 'آج',
  'student.holiday': 'تعطیل (اس دن پر اس کا نام)',

  'student.addLeave': 'رخصت شامل کریں',
  'student.leaveDate': 'رخصت کی تاریخ',
  'student.userId': 'صارف آئی ڈی',
  'student.userRole': 'صارف کا کردار',
  'student.kind': 'رخصت کی قسم',
  'student.reason': 'وجہ',
  'student.courseCode': 'کورس کوڈ',
  'student.chooseFrom': 'ان میں سے منتخب کریں: {codes}',
  'student.alsoFor': 'ان کے لیے بھی',
  'student.allCourses': 'میرے تمام کورس',
  'student.toDate': 'آخری تاریخ (اختیاری، کئی دنوں کے لیے)',
  'student.includeWeekends': 'ہفتہ وار تعطیلات شامل کریں',
  'student.submit': 'جمع کریں',
  'student.whatApprovalWouldDo': 'منظوری سے کیا ہوگا',
};

export default ur;
