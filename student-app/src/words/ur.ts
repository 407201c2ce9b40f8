/**
 * اردو: the student-app's words in Urdu (right to left), so far the dashboard's first view (words.ts,
 * with MonthCalendar's words) and the frame. My Requests' words (requests.ts) are not translated yet: they are said in English
 * (`npm run words:missing` lists them for translators).
 */
import type { FrameWordId } from '@leave/web-kit/words/frame';
import { frameUr } from '@leave/web-kit/words/frameUr';
import type { CalendarWordId } from '@leave/web-kit/words/calendar';
import { calendarUr } from '@leave/web-kit/words/calendarUr';
import type { FieldWordId } from '@leave/web-kit/words/fields';
import { fieldsUr } from '@leave/web-kit/words/fieldsUr';
import type { WordId } from './words';

const ur: Record<WordId | FrameWordId | CalendarWordId | FieldWordId, string> = {
  ...frameUr,
  // What Apply Leave's date fields say of a date they cannot read.
  ...fieldsUr,
  // MonthCalendar's arrows, today and a holiday's name (Apply Leave's calendar).
  ...calendarUr,
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
  'student.notAppliedFor': 'درخواست نہیں دی گئی: {date} {course}: {why}',
  'student.whatApprovalWouldDo': 'منظوری سے کیا ہوگا',

  'student.notEnrolledYet':
    'آپ ابھی تک کسی کورس میں داخل نہیں ہیں۔ طلبہ کا داخلہ آپ کے اسکول کا منتظم کرتا ہے: ان سے کہیں کہ رول نمبر {rollNo} کو آپ کے کورسوں میں داخل کریں۔ داخلے کے بعد آپ رخصت کی درخواست دے سکتے ہیں۔',
  'student.acceptedOnDay': ' (منظور شدہ رخصت)',
  'student.pendingOnDay': ' (زیرِ غور رخصت)',
  'student.rejectedOnDay': ' (مسترد رخصت)',
  'student.withdrawnOnDay': ' (واپس لی گئی رخصت)',
  'student.cancelledOnDay': ' (منسوخ شدہ رخصت)',
  'student.absentFrom': '{code} سے غیر حاضر',
  'student.lateTo': '{code} میں تاخیر سے',
  'student.presentAt': 'رخصت کے باوجود {code} میں حاضر',
  'student.onLeaveFrom': '{code} سے رخصت پر',

  'student.termWeek': '{weeks} میں سے ہفتہ {week}۔',
  'student.lecturesAfterToday': 'آج کے بعد لیکچر: {courses}۔',
  'student.lecturesOn': '{date} کے لیکچر',
  'student.yourLecturesOn': '{date} کو آپ کے لیکچر',
  'student.loading': 'لوڈ ہو رہا ہے...',
  'student.nothingOnDay': 'اس دن آپ کے کسی کورس کا لیکچر نہیں ہے',
  'student.leaveNotCounted': '{code} میں آپ کی رخصت: {why}',
  'student.rollOnDay': 'اس دن کی حاضری',
  'student.markedAbsent': 'آپ کو {code} میں بغیر رخصت کے غیر حاضر درج کیا گیا۔',
  'student.markedLate': 'آپ کو {code} میں تاخیر سے درج کیا گیا۔',
  'student.markedPresent':
    'آپ کو {code} میں حاضر درج کیا گیا: اس دن کی آپ کی رخصت چھوٹے ہوئے لیکچر میں شمار نہیں ہوتی۔',
  'student.awayOnLeave': 'آپ رخصت پر ہونے کی وجہ سے {code} سے غیر حاضر تھے۔',
  'student.applyFor': '{code} کے لیے رخصت کی درخواست دیں',
  'student.subscribe': 'میرے رخصت کیلنڈر کی رکنیت لیں',

  'student.ofLimit': '{limit}% کی حد میں سے {percentage}%۔',
  'student.overLimit': 'حد سے زیادہ۔',
  'student.limitReached': 'حد پوری ہو گئی۔',
  'student.closeToLimit': 'حد کے قریب۔',
  'student.canStillMiss': 'آپ ابھی {lectures} چھوڑ سکتے ہیں۔',
  'student.pending': '+{lectures} زیرِ غور۔',
  'student.attended': '{held} منعقدہ میں سے {attended} میں حاضر، {percentage}%۔',
  'student.absentWithLectures': 'بغیر رخصت کے غیر حاضر: {lectures}۔',
  'student.lecture': '{count} لیکچر',
  'student.lectures': '{count} لیکچر',
  'student.openDay': 'دن کھولیں',
  'student.openCourses': 'میرے کورس کھولیں',
  'student.openRequest': 'درخواست کھولیں',
};

export default ur;
