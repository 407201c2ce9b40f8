/** हिन्दी: Edit Course's words in Hindi (its timetable and lecture changes too), part of the admin-app's Hindi catalogue. */
import type { EditCourseServerCode, EditCourseWordId } from './editCourse';

export const editCourseHi: Record<EditCourseWordId | EditCourseServerCode, string> = {
  'admin.editCourse.title': 'पाठ्यक्रम संपादित करें',
  'admin.editCourse.courseDetails': 'पाठ्यक्रम का विवरण',
  'admin.editCourse.fromTerm': 'इसके सत्र, {term}, से लिया गया: इसे बदलने के लिए नीचे सत्र बदलें',
  'admin.editCourse.countedFromTimetable': 'नीचे दी गई समय-सारणी ({term}) से गिने गए: इन्हें बदलने के लिए कक्षाएँ बदलें',
  'admin.editCourse.save': 'पाठ्यक्रम सहेजें',
  'admin.editCourse.notChanged': 'पाठ्यक्रम बदला नहीं जा सका।',
  'admin.editCourse.timetableNotLoaded': '{code} की समय-सारणी लोड नहीं हो सकी। {error}',
  'admin.editCourse.timetableOf': '{code} की समय-सारणी',
  'admin.editCourse.timetableAbout':
    'सप्ताह के वे दिन जिन पर {code} की कक्षा होती है, हर दिन अधिकतम एक बार। तब इसके सत्र में उनमें से हर दिन एक व्याख्यान होता है, सत्र की छुट्टियों को छोड़कर। बिना किसी कक्षा के इसकी कोई समय-सारणी नहीं होती: हर तारीख़ एक व्याख्यान गिनी जाती है।',
  'admin.editCourse.totalLectures': 'कुल व्याख्यान:',
  'admin.editCourse.totalInTerm': '{term} में {total, number}, इस समय-सारणी से गिने गए',
  'admin.editCourse.totalEntered': '{total, number}, जैसा ऊपर दर्ज किया गया (कोई समय-सारणी नहीं)',
  'admin.editCourse.noMeetings': 'कोई साप्ताहिक कक्षा नहीं: {code} की कोई समय-सारणी नहीं है।',
  'admin.editCourse.saveTimetable': 'समय-सारणी सहेजें',
  'admin.editCourse.timetableNotSaved': 'समय-सारणी सहेजी नहीं जा सकी।',
  'admin.editCourse.changes': 'रद्द और अतिरिक्त व्याख्यान',
  'admin.editCourse.noChanges':
    'कोई नहीं। {code} का कोई व्याख्यान उसके प्रशिक्षक रद्द करते हैं, या एक अतिरिक्त व्याख्यान जोड़ते हैं; दोनों को यहाँ पूर्ववत किया जा सकता है।',
  'admin.editCourse.changesOf': '{code} के व्याख्यानों में बदलाव',
  'admin.editCourse.date': 'तारीख़',
  'admin.editCourse.change': 'बदलाव',
  'admin.editCourse.details': 'विवरण',
  'admin.editCourse.action': 'कार्रवाई',
  'admin.editCourse.cancelled': 'रद्द',
  'admin.editCourse.extra': 'अतिरिक्त व्याख्यान',
  'admin.editCourse.undoCancellation': '{date} का रद्दीकरण पूर्ववत करें',
  'admin.editCourse.undoExtra': '{date} का अतिरिक्त व्याख्यान पूर्ववत करें',
  'admin.editCourse.undo': 'पूर्ववत करें',
  'admin.editCourse.notUndone': 'बदलाव पूर्ववत नहीं हो सका।',
  'api.courseEdited': 'पाठ्यक्रम {code} अद्यतन किया गया',
  'api.courseUnchanged': 'पाठ्यक्रम {code} पहले से ऐसा ही है: कुछ नहीं बदला गया',
  'lecture.totalFromTimetable': '{code} के कुल व्याख्यान उसकी समय-सारणी से आते हैं ({total, number}): इसके बजाय समय-सारणी बदलें',
  'lecture.timetableSet': '{code} की कक्षाएँ अब तय हैं: {termName} में {total, number} व्याख्यान',
  'lecture.timetableCleared': '{code} की अब कोई समय-सारणी नहीं है: हर तारीख़ एक व्याख्यान गिनी जाती है (कुल {total, number})',
  'lecture.noLecturesLeft': 'इससे {termName} में {code} का कोई व्याख्यान नहीं बचेगा: कुछ नहीं बदला गया',
  'lecture.lectureChangeRemoved':
    '{kind, select, cancelled {{date} को {code} का व्याख्यान फिर से होगा} other {{date} को {code} का अतिरिक्त व्याख्यान हटा दिया गया}}{told, plural, =0 {} one {; # छात्र को बताया गया} other {; # छात्रों को बताया गया}}',
  'lecture.noLectureChange': 'व्याख्यान में बदलाव {changeId} नहीं है',
};
