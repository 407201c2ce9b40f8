/**
 * हिन्दी: the student-app's words in Hindi, the lazily loaded views' among them (downloaded only in
 * Hindi, so the views' English chunks carry none of it). Every id in words.ts, requests.ts and the
 * other views' word files has its entry (tsc and words.test.ts check).
 */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { RequestWordId } from './requests';
import type { TimetableWordId } from './timetable';
import type { CourseWordId } from './courses';
import type { LeaveWordId } from './leave';
import type { LeaveRuleWordId } from './leaveRuleWords';
import type { ApplyRefusalCode, WordId } from './words';
import type { ActionRefusalCode, OutcomeCode } from './refusalCodes';
import type { FrameWordId } from '@leave/web-kit/words/frame';
import { frameHi } from '@leave/web-kit/words/frameHi';
import type { StatusWordId } from '@leave/web-kit/words/status';
import { statusHi } from '@leave/web-kit/words/statusHi';
import type { ChartWordId } from '@leave/web-kit/words/chart';
import { chartHi } from '@leave/web-kit/words/chartHi';
import type { NotificationsWordId } from '@leave/web-kit/words/notifications';
import { notificationsHi } from '@leave/web-kit/words/notificationsHi';
import type { FieldWordId } from '@leave/web-kit/words/fields';
import { fieldsHi } from '@leave/web-kit/words/fieldsHi';
import type { PagerWordId } from '@leave/web-kit/words/pager';
import { pagerHi } from '@leave/web-kit/words/pagerHi';
import { lectureReasonsHi } from '@leave/web-kit/words/lectureReasonsHi';
import type { SharedViewWordId } from '@leave/web-kit/words/sharedViewsHi';
import { sharedViewsHi } from '@leave/web-kit/words/sharedViewsHi';
import type { CalendarWordId } from '@leave/web-kit/words/calendar';
import { calendarHi } from '@leave/web-kit/words/calendarHi';
import { NOTIFICATION_HINDI } from '@leave/domain';
import type { NotificationCode } from '@leave/domain';

type Id =
  | WordId
  | RequestWordId
  | TimetableWordId
  | CourseWordId
  | LeaveWordId
  | LeaveRuleWordId
  | ApplyRefusalCode
  | OutcomeCode
  | ActionRefusalCode
  | FrameWordId
  | StatusWordId
  | ChartWordId
  | NotificationsWordId
  | PagerWordId
  | FieldWordId
  | SharedViewWordId
  | CalendarWordId
  | NotificationCode
  | CommonServerCode;

const hi: Record<Id, string> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  ...frameHi,
  // A leave's status and its life (StatusChip and LeaveHistory in Leave Details, My Timetable's leave).
  ...statusHi,
  // ChartFigure's own words (My Progress' charts).
  ...chartHi,
  // The Notifications view's own words, its calendar feed's and email card's, and its pager's.
  ...notificationsHi,
  ...pagerHi,
  // What Apply Leave's date fields say of a date they cannot read.
  ...fieldsHi,
  // Change Password and its rules, Signed-in Devices and a request's supporting documents.
  ...sharedViewsHi,
  // MonthCalendar's arrows, today and a holiday's name (Apply Leave's calendar).
  ...calendarHi,
  // The Notifications view says each notification by its code (the emails' own Hindi).
  ...NOTIFICATION_HINDI,
  // The server's refusals of Apply Leave, by their codes; the placeholders are the refusal's parameters.
  'api.leaveExists': 'आपका {date} को {code} में पहले से अवकाश है',
  // The server's other refusals of a student's calls (ACTION_REFUSAL_CODES).
  'api.noStudent': 'अनुक्रमांक {rollNo} का कोई छात्र नहीं है',
  'api.onlyStudentsApply': 'केवल छात्र ही अवकाश के लिए आवेदन कर सकते हैं',
  'api.onlyOwnLeave': 'आप केवल अपने लिए ही अवकाश का आवेदन कर सकते हैं',
  'api.notEnrolledAnywhere': 'आप किसी भी पाठ्यक्रम में नामांकित नहीं हैं',
  'leaveKind.noLeaveKind': 'अवकाश का प्रकार {kindId} नहीं है',
  'leaveKind.kindNotForStudents': '{name} अवकाश प्रशिक्षक या व्यवस्थापक तय करते हैं, छात्र इसे नहीं चुनते',
  'api.noLeave': '{leaveId} क्रमांक का कोई अवकाश नहीं है',
  'leaveRule.leaveNotInStatus':
    'यह अवकाश {actual, select, pending {लंबित} accepted {स्वीकृत} rejected {अस्वीकृत} withdrawn {वापस लिया गया} other {रद्द}} है: यह कार्रवाई केवल {needed, select, pending {लंबित} accepted {स्वीकृत} rejected {अस्वीकृत} withdrawn {वापस लिया गया} other {रद्द}} अवकाश पर हो सकती है',
  'leaveRule.leaveInPast': 'आज ({today}) से पहले की तारीख़ के अवकाश पर यह कार्रवाई नहीं हो सकती',
  'lecture.alreadyResubmitted': 'अनुरोध {requestId} पहले ही अनुरोध {as} के रूप में फिर से भेजा जा चुका है',
  'lecture.nothingToResubmit': 'इस अनुरोध में कुछ भी अस्वीकृत नहीं है: केवल अस्वीकृत अवकाश ही फिर से भेजा जा सकता है',
  'api.notEnrolled': 'आप {code} में नामांकित नहीं हैं',
  'leaveRule.leaveTooFarBack': 'अवकाश अधिक से अधिक {days} दिन पहले तक ({first} से) के लिए लिया जा सकता है',
  'leaveRule.leaveTooFarAhead': 'अवकाश अधिक से अधिक {days} दिन आगे तक ({last} तक) के लिए लिया जा सकता है',
  // Why a date has no lecture: a refusal's reason, and why leave no longer counts.
  ...lectureReasonsHi,
  'field.required': '{name} आवश्यक है',
  // A request's outcome and its lines, a withdraw's outcome and refusals, why leave no longer counts.
  'api.leaveRequestApplied': '{asked, number} में से {applied, number} अवकाश का आवेदन हुआ',
  'api.noCourse': '{code} नाम का कोई पाठ्यक्रम नहीं है',
  'lecture.requestWithdrawn': '{moved, plural, one {# अवकाश वापस लिया गया} other {# अवकाश वापस लिए गए}}',
  'lecture.nothingToWithdraw': 'इस अनुरोध में अब कुछ भी लंबित नहीं है',
  'leaveRule.onlyOwnLeaveChange': 'आप केवल अपना अवकाश बदल सकते हैं',
  'lecture.notCounted': 'इस तिथि को अब व्याख्यान नहीं है ({why}): यह नहीं गिना जाता',

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
  'student.notEnrolledYet':
    'आप अभी तक किसी पाठ्यक्रम में नामांकित नहीं हैं। आपके विद्यालय के व्यवस्थापक छात्रों का नामांकन करते हैं: उनसे रोल नंबर {rollNo} को अपने पाठ्यक्रमों में नामांकित करने के लिए कहें। नामांकन के बाद आप अवकाश के लिए आवेदन कर सकते हैं।',
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

  // The Add Leave form's rules' messages, under their English (leaveRuleWords.ts): it is their id.
  'Reason is required': 'कारण आवश्यक है',
  'Reason must be at most 500 characters': 'कारण में अधिकतम 500 वर्ण हो सकते हैं',
  'Reason must not contain control or text-direction characters': 'कारण में नियंत्रण या पाठ-दिशा वाले वर्ण नहीं होने चाहिए',
  'Reason contains a broken character (half of a character pair); type it again':
    'कारण में एक टूटा हुआ वर्ण है (वर्ण-जोड़ी का आधा भाग); इसे फिर से टाइप करें',
  'Course Code is required': 'पाठ्यक्रम कोड आवश्यक है',
  'Course Code must be at most 20 characters': 'पाठ्यक्रम कोड में अधिकतम 20 वर्ण हो सकते हैं',
  'Course Code must not contain control or text-direction characters':
    'पाठ्यक्रम कोड में नियंत्रण या पाठ-दिशा वाले वर्ण नहीं होने चाहिए',
  'Course Code contains a broken character (half of a character pair); type it again':
    'पाठ्यक्रम कोड में एक टूटा हुआ वर्ण है (वर्ण-जोड़ी का आधा भाग); इसे फिर से टाइप करें',
  'Course Code may only contain letters, digits and -': 'पाठ्यक्रम कोड में केवल अक्षर, अंक और - हो सकते हैं',
  'To date must not be before the first date': 'अंतिम तिथि पहली तिथि से पहले नहीं हो सकती',
  'To date must be at most 29 days after the first date': 'अंतिम तिथि पहली तिथि के बाद अधिकतम 29 दिन तक हो सकती है',

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
  'student.notAppliedFor': 'आवेदन नहीं हुआ: {date} {course}: {why}',
  'student.whatApprovalWouldDo': 'स्वीकृति से क्या होगा',

  'student.acceptedOnDay': ' (स्वीकृत अवकाश)',
  'student.pendingOnDay': ' (लंबित अवकाश)',
  'student.rejectedOnDay': ' (अस्वीकृत अवकाश)',
  'student.withdrawnOnDay': ' (वापस लिया गया अवकाश)',
  'student.cancelledOnDay': ' (रद्द अवकाश)',
  'student.absentFrom': '{code} से अनुपस्थित',
  'student.lateTo': '{code} में देर से',
  'student.presentAt': 'अवकाश के बावजूद {code} में उपस्थित',
  'student.onLeaveFrom': '{code} से अवकाश पर',
  'student.termWeek': 'सप्ताह {week} / {weeks}।',
  'student.lecturesAfterToday': 'आज के बाद के व्याख्यान: {courses}।',
  'student.lecturesOn': '{date} के व्याख्यान',
  'student.yourLecturesOn': '{date} को आपके व्याख्यान',
  'student.loading': 'लोड हो रहा है...',
  'student.nothingOnDay': 'इस दिन आपके किसी पाठ्यक्रम का व्याख्यान नहीं है',
  'student.leaveNotCounted': '{code} में आपका अवकाश: {why}',
  'student.rollOnDay': 'इस दिन की हाज़िरी',
  'student.markedAbsent': '{code} में आपको बिना अवकाश के अनुपस्थित दर्ज किया गया।',
  'student.markedLate': '{code} में आपको देर से आया दर्ज किया गया।',
  'student.markedPresent': '{code} में आपको उपस्थित दर्ज किया गया: उस दिन का आपका अवकाश छूटा हुआ नहीं गिना जाता।',
  'student.awayOnLeave': '{code} से आप अवकाश पर दूर थे।',
  'student.applyFor': '{code} के लिए अवकाश का आवेदन करें',
  'student.subscribe': 'मेरे अवकाश कैलेंडर की सदस्यता लें',
  'student.ofLimit': '{limit}% सीमा में से {percentage}%।',
  'student.overLimit': 'सीमा से अधिक।',
  'student.limitReached': 'सीमा पूरी हो गई।',
  'student.closeToLimit': 'सीमा के पास।',
  'student.canStillMiss': 'आप अभी {lectures} और छोड़ सकते हैं।',
  'student.pending': '+{lectures} लंबित।',
  'student.attended': '{held} में से {attended} में उपस्थित, {percentage}%।',
  'student.absentWithLectures': 'बिना अवकाश के अनुपस्थित: {lectures}।',
  'student.lecture': '{count} व्याख्यान',
  'student.lectures': '{count} व्याख्यान',
  'student.openDay': 'वह दिन खोलें',
  'student.openCourses': 'मेरे पाठ्यक्रम खोलें',
  'student.openRequest': 'अनुरोध खोलें',

  'student.requests.status': 'स्थिति',
  'student.requests.allStatuses': 'सभी स्थितियाँ',
  'student.requests.pending': 'लंबित',
  'student.requests.accepted': 'स्वीकृत',
  'student.requests.rejected': 'अस्वीकृत',
  'student.requests.withdrawn': 'वापस लिया गया',
  'student.requests.cancelled': 'रद्द',
  'student.requests.notAmong': 'अनुरोध {request} अब आपके अनुरोधों में नहीं है।',
  'student.requests.notLoaded': 'आपके अनुरोध लोड नहीं हो सके। {error}',
  'student.requests.noneMatch': 'कोई अनुरोध मेल नहीं खाता।',
  'student.requests.oneRequest': '{count} अनुरोध',
  'student.requests.manyRequests': '{count} अनुरोध',
  'student.requests.list': 'अवकाश अनुरोध',
  'student.requests.pages': 'मेरे अनुरोधों के पृष्ठ',
  'student.requests.previous': 'पिछला',
  'student.requests.next': 'अगला',
  'student.requests.pageOf': 'कुल {pages} में से पृष्ठ {page}',
  'student.requests.withdrawing': '{what} वापस लिया जा रहा है',
  'student.requests.notWithdrawn': '{what}: वापस नहीं लिया गया (पूर्ववत किया गया)।',

  'student.requests.lecture': '{count} व्याख्यान',
  'student.requests.lectures': '{count} व्याख्यान',
  'student.requests.statusCount': '{count} {status}',
  'student.requests.noLongerCounts': '({count} अब नहीं गिना जाता)',
  'student.requests.noLongerCount': '({count} अब नहीं गिने जाते)',
  'student.requests.request': 'अनुरोध {request}।',
  'student.requests.resubmittedFrom': 'अनुरोध {request} से फिर से जमा किया गया।',
  'student.requests.resubmittedAs': 'अनुरोध {request} के रूप में फिर से जमा किया गया।',
  'student.requests.rejectedIn': '{course} में अस्वीकृत: {reasons}',
  'student.requests.notCountedShort': 'सीमा में नहीं गिना जाता',
  'student.requests.noLongerCountedIn': '{title} में अब नहीं गिने जाते',
  'student.requests.withdraw': 'वापस लें',
  'student.requests.withdrawRequest': 'अनुरोध {title} वापस लें',
  'student.requests.withdrawCourse': '{course} वापस लें',
  'student.requests.withdrawCourseFrom': '{title} से {course} वापस लें',
  'student.requests.attachFile': 'फ़ाइल संलग्न करें',
  'student.requests.attachFileTo': '{title} में फ़ाइल संलग्न करें',
  'student.requests.resubmit': 'फिर से जमा करें',
  'student.requests.resubmitTitle': '{title} फिर से जमा करें',
  'student.requests.undoWithdrawing': '{title} वापस लेना पूर्ववत करें',
  'student.requests.lecturesAndHistory': 'व्याख्यान और इतिहास',
  'student.requests.dates': 'तिथियाँ',
  'student.requests.applied': 'आवेदन किया',
  'student.requests.kind': 'प्रकार',

  'student.requests.documentsOf': '{title} के दस्तावेज़',
  'student.requests.documentAsked': 'आपके प्रशिक्षक इस अनुरोध के लिए एक सहायक दस्तावेज़ माँगते हैं: इसे यहाँ संलग्न करें।',
  'student.requests.documentNeeded': 'इस अनुरोध के लिए एक सहायक दस्तावेज़ (जैसे प्रमाणपत्र) चाहिए।',
  'student.requests.documentsAttachedTo': '{title} में संलग्न दस्तावेज़',
  'student.requests.attachDocumentsTo': '{title} में दस्तावेज़ संलग्न करें',
  'student.requests.loading': 'लोड हो रहा है...',
  'student.requests.lecturesOf': '{course} के व्याख्यान',
  'student.requests.leaveOn': '{date} को {course} का अवकाश',
  'student.requests.leaveDate': 'अवकाश की तिथि',
  'student.requests.course': 'पाठ्यक्रम',
  'student.requests.noLongerEnrolled': ' (अब नामांकित नहीं)',
  'student.requests.notCounted': 'नहीं गिना गया',
  'student.requests.history': 'इतिहास',
  'student.requests.newReason': 'नया कारण',
  'student.requests.newReasonRequired': 'नया कारण आवश्यक है',
  'student.requests.documentsIfAny':
    'सहायक दस्तावेज़, यदि आपके पास हो (पीडीएफ़, जेपीईजी या पीएनजी, हर एक {megabytes} एमबी तक, अधिक से अधिक {files})',
  'student.requests.resubmitRequest': 'अनुरोध फिर से जमा करें',
  'student.requests.keepIt': 'इसे जैसा है वैसा रहने दें',
  'student.requests.resubmittedAsNew': '{title}: अनुरोध {request} के रूप में फिर से जमा किया गया। {message}।',
  'student.requests.notAttached': ' दस्तावेज़ संलग्न नहीं हुआ: {error}। इसे अनुरोध {request} पर संलग्न करें।',
  'student.requests.attached': ' {message}।',

  'student.timetable.chooseWeek': 'सप्ताह चुनें',
  'student.timetable.previousWeek': 'पिछला सप्ताह',
  'student.timetable.thisWeek': 'यह सप्ताह',
  'student.timetable.nextWeek': 'अगला सप्ताह',
  'student.timetable.week': '{dates} का सप्ताह',
  'student.timetable.notLoaded': 'आपकी समय-सारणी लोड नहीं हो सकी। {error}',
  'student.timetable.untimetabled': '{code} की कोई समय-सारणी नहीं है: हर तिथि उसके एक व्याख्यान के रूप में गिनी जाती है',
  'student.timetable.today': '{date} (आज)',
  'student.timetable.noLectures': 'कोई व्याख्यान नहीं',
  'student.timetable.yourLeave': 'आपका अवकाश: {status}',
  'student.timetable.lecture': '{code} {start}-{end}',
  'student.timetable.room': '{lecture}, {room}',
  'student.timetable.extra': '{lecture} (अतिरिक्त व्याख्यान)',
  'student.timetable.holiday': 'कोई व्याख्यान नहीं: {date} को छुट्टी है: {name}',
  'student.timetable.cancelled': 'कोई व्याख्यान नहीं: {date} को {code} का व्याख्यान रद्द है',
  'student.timetable.cancelledBecause': 'कोई व्याख्यान नहीं: {date} को {code} का व्याख्यान रद्द है: {reason}',

  'student.courses.yourCourses': 'आपके पाठ्यक्रम',
  'student.courses.yourCoursesList': 'आपके पाठ्यक्रम',
  'student.courses.courseCode': 'पाठ्यक्रम कोड',
  'student.courses.rollNumber': 'रोल नंबर',
  'student.courses.leavePercentage': 'अवकाश प्रतिशत (%)',
  'student.courses.about':
    'पूरे {window} में सप्ताह दर सप्ताह: जिन व्याख्यानों से आप दूर रहे (गिना जाने वाला स्वीकृत अवकाश, न गिने जाने वाले प्रकार का क्षमा किया गया अवकाश, और अभी लंबित अवकाश) और हर सप्ताह के अंत में आपका अवकाश प्रतिशत, पाठ्यक्रम की सीमा की तुलना में।',
  'student.courses.windowOfTerm': '{term} ({from} से {to} तक)',
  'student.courses.windowDates': '{from} से {to} तक',
  'student.courses.chartTitle': '{course}: सप्ताह दर सप्ताह अवकाश प्रतिशत, {limit}% सीमा की तुलना में',
  'student.courses.summary':
    '{course} अंतिम सप्ताह तक अपने {lectures} व्याख्यानों के {last}% तक पहुँचता है, {where}। दूर रहे व्याख्यान: {totals}।',
  'student.courses.overLimit': 'अपनी {limit}% सीमा से ऊपर',
  'student.courses.withinLimit': 'अपनी {limit}% सीमा के भीतर',
  'student.courses.totals': '{counted} गिने गए, {excused} क्षमा किए गए (नहीं गिने गए) और {pending} लंबित',
  'student.courses.passes': '{week} के सप्ताह में यह सीमा पार करता है।',
  'student.courses.weekOf': 'सप्ताह',
  'student.courses.counted': 'गिने गए',
  'student.courses.excused': 'क्षमा किए गए (नहीं गिने गए)',
  'student.courses.pending': 'लंबित',
  'student.courses.leavePercentageSeries': 'अवकाश प्रतिशत',
  'student.courses.limit': 'सीमा',
  'student.courses.leftAxis': 'अवकाश प्रतिशत (%)',
  'student.courses.rightAxis': 'व्याख्यान',

  'student.leave.leaveDetails': 'अवकाश का विवरण',
  'student.leave.status': 'स्थिति',
  'student.leave.reasonForRejection': ' अस्वीकृति का कारण: {reason}',
  'student.leave.leaveInCourse': 'किस पाठ्यक्रम में अवकाश',
  'student.leave.history': 'इतिहास',
  'student.leave.historyOf': '{date} को {course} के अवकाश का इतिहास',
  'student.leave.courseOnDate': '{date} को {course}',
  'student.leave.withdraw': 'वापस लें',
  'student.leave.withdrawLeave': 'अवकाश {leave} वापस लें',
  'student.leave.withdrawing': 'अवकाश {leave} वापस लिया जा रहा है',
  'student.leave.undoWithdrawing': 'अवकाश {leave} वापस लेना पूर्ववत करें',
  'student.leave.withdrawn': 'अवकाश {leave} वापस ले लिया गया।',
  'student.leave.notWithdrawn': 'अवकाश {leave} वापस नहीं लिया गया: {error}',
  'student.leave.withdrawUndone': 'अवकाश {leave} वापस नहीं लिया गया (पूर्ववत किया गया)।',
  'student.leave.cancelLeave': 'अवकाश रद्द करें',
  'student.leave.cancelLeaveOf': 'अवकाश {leave} रद्द करें',
  'student.leave.cancelling': 'अवकाश {leave} रद्द किया जा रहा है',
  'student.leave.undoCancelling': 'अवकाश {leave} रद्द करना पूर्ववत करें',
  'student.leave.cancelled': 'अवकाश {leave} रद्द कर दिया गया।',
  'student.leave.notCancelled': 'अवकाश {leave} रद्द नहीं हुआ: {error}',
  'student.leave.cancelUndone': 'अवकाश {leave} रद्द नहीं किया गया (पूर्ववत किया गया)।',
  'student.leave.undo': 'पूर्ववत करें',
  'student.leave.sendingIn': '{seconds} सेकंड में भेजा जाएगा',
  'student.leave.applied': 'आवेदन हुआ',
  'student.leave.appliedColon': ' आवेदन हुआ:',
  'student.leave.noLeaveNeeded': 'अवकाश की आवश्यकता नहीं',
  'student.leave.noLeaveNeededColon': 'अवकाश की आवश्यकता नहीं (कोई व्याख्यान नहीं):',
  'student.leave.notApplied': 'आवेदन नहीं हुआ',
  'student.leave.notAppliedColon': ' आवेदन नहीं हुआ:',
  'student.leave.weekendsLeftOut': ' छोड़े गए सप्ताहांत: {dates}।',
  'student.leave.attachNow': 'इस अनुरोध के लिए एक सहायक दस्तावेज़ (जैसे प्रमाणपत्र) चाहिए: इसे अभी संलग्न करें, या बाद में मेरे अनुरोध से।',
  'student.leave.attachTo': 'इस अनुरोध में दस्तावेज़ संलग्न करें',
  'student.leave.ifApproved': 'स्वीकृत होने पर',
  'student.leave.doesNotCount': 'स्वीकृत होने पर: {kind} अवकाश पाठ्यक्रम की अवकाश सीमा में नहीं गिना जाता।',
  'student.leave.goesFrom': 'स्वीकृत होने पर: {course} {before}% से {after}% हो जाएगा (सीमा {limit}%)',
  'student.leave.overTheLimit': ' - सीमा से ऊपर',
  'student.leave.warning': 'चेतावनी: यह अनुरोध {courses} को उसकी अवकाश सीमा से ऊपर ले जाएगा। आप इसे फिर भी भेज सकते हैं।',
  'student.leave.documentNeeded': 'इतनी अवधि के {kind} अवकाश के लिए एक सहायक दस्तावेज़ (जैसे प्रमाणपत्र) चाहिए।',
};

export default hi;
