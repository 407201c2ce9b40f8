/** हिन्दी: the instructor-app's words in Hindi. Every id in words.ts and pending.ts has its entry (tsc and words.test.ts check). */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { DashboardServerCode } from './dashboardCodes';
import type { DecisionServerCode } from './decisions';
import { decisionsHi } from './decisionsHi';
import type { PendingWordId } from './pending';
import type { WordId } from './words';
import type { FrameWordId } from '@leave/web-kit/words/frame';
import { frameHi } from '@leave/web-kit/words/frameHi';
import type { NotificationsWordId } from '@leave/web-kit/words/notifications';
import { notificationsHi } from '@leave/web-kit/words/notificationsHi';
import type { FieldWordId } from '@leave/web-kit/words/fields';
import { fieldsHi } from '@leave/web-kit/words/fieldsHi';
import type { PagerWordId } from '@leave/web-kit/words/pager';
import { pagerHi } from '@leave/web-kit/words/pagerHi';
import type { SharedViewWordId } from '@leave/web-kit/words/sharedViewsHi';
import { sharedViewsHi } from '@leave/web-kit/words/sharedViewsHi';
import type { LectureReasonCode } from '@leave/web-kit/words/lectureReasons';
import { lectureReasonsHi } from '@leave/web-kit/words/lectureReasonsHi';
import { NOTIFICATION_HINDI } from '@leave/domain';
import type { NotificationCode } from '@leave/domain';

type Id =
  | WordId
  | PendingWordId
  | FrameWordId
  | NotificationsWordId
  | PagerWordId
  | FieldWordId
  | SharedViewWordId
  | LectureReasonCode
  | NotificationCode
  | CommonServerCode
  | DecisionServerCode
  | DashboardServerCode;

const hi: Record<Id, string> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  // Pending Requests' refusals of a decision and of a document asked for.
  ...decisionsHi,
  // The dashboard's own data of no instructor.
  'api.noInstructor': 'पंजीकरण संख्या {rgNo} का कोई प्रशिक्षक नहीं है',
  ...frameHi,
  // The Notifications view's own words, its calendar feed's and email card's, and its pager's.
  ...notificationsHi,
  ...pagerHi,
  // What Pending Requests' date filters say of a date they cannot read.
  ...fieldsHi,
  // Change Password and its rules, Signed-in Devices and a request's supporting documents.
  ...sharedViewsHi,
  // Why a pending leave no longer counts: its date's reason, by its code.
  ...lectureReasonsHi,
  // The Notifications view says each notification by its code (the emails' own Hindi).
  ...NOTIFICATION_HINDI,

  'instructor.viewCourses': 'पाठ्यक्रम देखें',
  'instructor.pendingRequests': 'लंबित अनुरोध',
  'instructor.attendance': 'उपस्थिति',
  'instructor.history': 'इतिहास',
  'instructor.roster': 'छात्र-सूची',
  'instructor.absencesByWeek': 'सप्ताह-वार अनुपस्थिति',

  'instructor.pending.sortBy': 'क्रम',
  'instructor.pending.byLecture': 'व्याख्यान की तिथि, सबसे पहले वाली पहले',
  'instructor.pending.byWaiting': 'सबसे देर से प्रतीक्षारत पहले',
  'instructor.pending.lecturesFrom': 'व्याख्यान इस तिथि से',
  'instructor.pending.lecturesTo': 'व्याख्यान इस तिथि तक',
  'instructor.pending.backwards': '"व्याख्यान इस तिथि तक" की तिथि "व्याख्यान इस तिथि से" से पहले नहीं हो सकती',
  'instructor.pending.notWaiting':
    'अनुरोध {request} ({course}) यहाँ प्रतीक्षा में नहीं है: उस पर निर्णय हो चुका है या वह वापस ले लिया गया है (निर्णीत अवकाश इतिहास में है)।',
  'instructor.pending.notWaitingInDates':
    'अनुरोध {request} ({course}) यहाँ प्रतीक्षा में नहीं है: उस पर निर्णय हो चुका है या वह वापस ले लिया गया है (निर्णीत अवकाश इतिहास में है), या चुनी गई तिथियों में उसका कोई व्याख्यान नहीं है।',

  'instructor.pending.courseTitle': '{course} - {title} : {count} लंबित अनुरोध',
  'instructor.pending.withLectureFrom': '{from} से लंबित व्याख्यान वाले अनुरोध।',
  'instructor.pending.withLectureTo': '{to} तक लंबित व्याख्यान वाले अनुरोध।',
  'instructor.pending.withLectureFromTo': '{from} से {to} तक लंबित व्याख्यान वाले अनुरोध।',
  'instructor.pending.notLoaded': 'अनुरोध लोड नहीं हो सके। {error}',
  'instructor.pending.none': 'कोई लंबित अनुरोध नहीं।',
  'instructor.pending.selectAll': 'इस पृष्ठ के सभी {course} अनुरोध चुनें',
  'instructor.pending.select': 'चुनें',
  'instructor.pending.date': 'तिथि',
  'instructor.pending.rollNo': 'अनुक्रमांक',
  'instructor.pending.name': 'नाम',
  'instructor.pending.reason': 'कारण',
  'instructor.pending.lectures': 'व्याख्यान',
  'instructor.pending.ifApproved': 'स्वीकृत होने पर',
  'instructor.pending.appliedOn': 'आवेदन की तिथि',
  'instructor.pending.comment': 'टिप्पणी',
  'instructor.pending.decision': 'निर्णय',
  'instructor.pending.pages': '{course} के लंबित अनुरोधों के पृष्ठ',
  'instructor.pending.previous': 'पिछला',
  'instructor.pending.next': 'अगला',
  'instructor.pending.pageOf': 'पृष्ठ {page} / {pages}',

  'instructor.pending.onDate': '{date}',
  'instructor.pending.fromTo': '{from} से {to} तक',
  'instructor.pending.dates': '{from} से {to}',
  'instructor.pending.leaveOf': '{student} का {when} का अवकाश',
  'instructor.pending.details': 'विवरण',
  'instructor.pending.detailsOf': '{label}: विवरण',
  'instructor.pending.selectLeaveOf': '{student} का {when} का अवकाश चुनें',
  'instructor.pending.resubmittedFrom': ' (अनुरोध {request} से फिर से भेजा गया)',
  'instructor.pending.notCountedShort': 'सीमा में नहीं गिना जाता',
  'instructor.pending.documentNeededShort': 'दस्तावेज़ आवश्यक',
  'instructor.pending.documentAskedShort': 'दस्तावेज़ माँगा गया',
  'instructor.pending.documentsOf': '{student} के {when} के अवकाश के दस्तावेज़',
  'instructor.pending.askForDocumentOf': '{student} से {when} के अवकाश के लिए दस्तावेज़ माँगें',
  'instructor.pending.askForDocument': 'दस्तावेज़ माँगें',
  'instructor.pending.oneLecture': '{count} व्याख्यान',
  'instructor.pending.manyLectures': '{count} व्याख्यान',
  'instructor.pending.withoutLecture': ' ({count} बिना व्याख्यान के)',
  'instructor.pending.overLimit': 'सीमा से अधिक',
  'instructor.pending.commentOptional': '{student} के {when} के अवकाश पर टिप्पणी (वैकल्पिक)',
  'instructor.pending.commentNeeded': '{student} के {when} के अवकाश पर टिप्पणी (अस्वीकार करने के लिए कारण आवश्यक)',
  'instructor.pending.reasonNeeded': 'अस्वीकार करने के लिए टिप्पणी में छात्र के लिए कारण लिखें: विद्यालय इसे माँगता है।',
  'instructor.pending.withoutDocument': 'दस्तावेज़ के बिना स्वीकार करें (कारण टिप्पणी में लिखें)',
  'instructor.pending.approve': 'स्वीकार करें',
  'instructor.pending.reject': 'अस्वीकार करें',
  'instructor.pending.approveLeaveOf': '{student} का {when} का अवकाश स्वीकार करें',
  'instructor.pending.rejectLeaveOf': '{student} का {when} का अवकाश अस्वीकार करें',
  'instructor.pending.lectureByLecture': 'व्याख्यान-वार',
  'instructor.pending.decideByLecture': '{student} के {when} के अवकाश पर व्याख्यान-वार निर्णय लें',

  'instructor.pending.approvingLeaveOf': '{student} का {when} का अवकाश स्वीकार किया जा रहा है',
  'instructor.pending.rejectingLeaveOf': '{student} का {when} का अवकाश अस्वीकार किया जा रहा है',
  'instructor.pending.notApprovedUndone': '{student} का {when} का अवकाश स्वीकार नहीं हुआ (पूर्ववत): वह अभी भी लंबित है।',
  'instructor.pending.notRejectedUndone': '{student} का {when} का अवकाश अस्वीकार नहीं हुआ (पूर्ववत): वह अभी भी लंबित है।',
  'instructor.pending.wasNotApproved': '{student} का {when} का अवकाश स्वीकार नहीं हो सका: {error}',
  'instructor.pending.wasNotRejected': '{student} का {when} का अवकाश अस्वीकार नहीं हो सका: {error}',
  'instructor.pending.approved': '{student} का {when} का अवकाश स्वीकार हुआ: {message}।',
  'instructor.pending.rejected': '{student} का {when} का अवकाश अस्वीकार हुआ: {message}।',
  'instructor.pending.undoAction': 'पूर्ववत करें: {action}',
  'instructor.pending.sendingIn': '{seconds} सेकंड में भेजा जाएगा',
  'instructor.pending.undo': 'पूर्ववत करें',

  'instructor.pending.lecturesOfLeave': '{student} के अवकाश के व्याख्यान',
  'instructor.pending.notCounted': 'इस तिथि पर अब कोई व्याख्यान नहीं ({why}): यह नहीं गिना जाता',
  'instructor.pending.noLectureAnyMore': 'उस दिन इसके पाठ्यक्रम का कोई व्याख्यान नहीं है',
  'instructor.pending.approveOnly': 'केवल {date} का {student} का अवकाश स्वीकार करें',
  'instructor.pending.rejectOnly': 'केवल {date} का {student} का अवकाश अस्वीकार करें',
  'instructor.pending.approvingOnly': 'केवल {date} का {student} का अवकाश स्वीकार किया जा रहा है',
  'instructor.pending.rejectingOnly': 'केवल {date} का {student} का अवकाश अस्वीकार किया जा रहा है',
  'instructor.pending.leaveOn': '{student} का {date} का अवकाश',
  'instructor.pending.whatNotApprovedUndone': '{what} स्वीकार नहीं हुआ (पूर्ववत): वह अभी भी लंबित है।',
  'instructor.pending.whatNotRejectedUndone': '{what} अस्वीकार नहीं हुआ (पूर्ववत): वह अभी भी लंबित है।',
  'instructor.pending.whatWasNotApproved': '{what} स्वीकार नहीं हो सका: {error}',
  'instructor.pending.whatWasNotRejected': '{what} अस्वीकार नहीं हो सका: {error}',
  'instructor.pending.whatApproved': '{what} स्वीकार हुआ।',
  'instructor.pending.whatRejected': '{what} अस्वीकार हुआ।',

  'instructor.pending.decideSelected': 'चुने गए {count} {course} अनुरोधों पर निर्णय लें',
  'instructor.pending.selectedCommentOptional': 'चुने गए अनुरोधों पर टिप्पणी (वैकल्पिक)',
  'instructor.pending.selectedCommentNeeded': 'चुने गए अनुरोधों पर टिप्पणी (अस्वीकार करने के लिए कारण आवश्यक)',
  'instructor.pending.approveSelected': 'चुने गए स्वीकार करें ({count})',
  'instructor.pending.rejectSelected': 'चुने गए अस्वीकार करें ({count})',
  'instructor.pending.approvingSelected': 'चुने गए {count} {course} अनुरोध स्वीकार किए जा रहे हैं',
  'instructor.pending.rejectingSelected': 'चुने गए {count} {course} अनुरोध अस्वीकार किए जा रहे हैं',
  'instructor.pending.selectedNotAcceptedUndone': 'चुने गए {count} अनुरोध स्वीकार नहीं हुए (पूर्ववत): वे अभी भी लंबित हैं।',
  'instructor.pending.selectedNotRejectedUndone': 'चुने गए {count} अनुरोध अस्वीकार नहीं हुए (पूर्ववत): वे अभी भी लंबित हैं।',
  'instructor.pending.selectedAccepted': '{count} में से {decided} अनुरोध स्वीकार हुए।',
  'instructor.pending.selectedRejected': '{count} में से {decided} अनुरोध अस्वीकार हुए।',
  'instructor.pending.selectedAcceptedOf': '{count} में से {decided} अनुरोध स्वीकार हुए ({names})।',
  'instructor.pending.selectedRejectedOf': '{count} में से {decided} अनुरोध अस्वीकार हुए ({names})।',
  'instructor.pending.notDecided': '{done} निर्णय नहीं हुआ: {refused}।',
  'instructor.pending.refusedLeave': '{student} का {when} का अवकाश: {error}',
};

export default hi;
