/**
 * The notifications' Hindi (issue 62), in a module of its own with no code imported: the
 * Notifications view and its Hindi catalogue download it alone, so the date formats the student's
 * first view holds stay one module there (a lazy chunk importing them would split them out).
 */
import type { NotificationKind } from '@leave/contract';
import type { DateFormat } from './dateFormat';
import type { NotificationCode, NotificationParams } from './notificationCodes';

/** The notifications' Hindi: `{name}` placeholders, each value written by `hindiValues`. */
export const NOTIFICATION_HINDI: Record<NotificationCode, string> = {
  'notification.enrolled': 'आपको {course} ({title}) में नामांकित किया गया।',
  'notification.nearLimit': '{course} में आपका स्वीकृत अवकाश अब उसके व्याख्यानों का {percentage}% है; उसकी सीमा {limit}% है।',
  'notification.studentsImported': 'विद्यार्थी आयात पूरा हुआ: जोड़े गए विद्यार्थी: {added}।',
  'notification.enrolmentsImported': 'नामांकन आयात पूरा हुआ: जोड़े गए नामांकन: {added}।',
  'notification.leaveRequested': '{student} (रोल नं. {rollNo}) ने {course} में {date} के लिए अवकाश माँगा।',
  'notification.leaveWithdrawn': '{student} (रोल नं. {rollNo}) ने {course} में {date} का अपना अवकाश अनुरोध वापस लिया।',
  'notification.leaveCancelled': '{student} (रोल नं. {rollNo}) ने {course} में {date} का अपना स्वीकृत अवकाश रद्द किया।',
  'notification.leaveDecided': '{course} में {date} का आपका अवकाश {by} द्वारा {status} किया गया।{comment}',
  'notification.leaveReopened':
    '{course} में {date} का आपका अस्वीकृत अवकाश {by} द्वारा फिर से खोला गया: वह फिर से लंबित है।{comment}',
  'notification.requestReopened':
    '{course} में {span} का आपका अस्वीकृत अवकाश ({leaves} अवकाश) {by} द्वारा फिर से खोला गया: वह फिर से लंबित है।{comment}',
  'notification.leaveRevoked': '{course} में {date} का आपका स्वीकृत अवकाश {by} द्वारा वापस लिया गया।{comment}',
  'notification.documentAsked':
    '{instructor} ने {course} में {from} से आपके अवकाश के लिए सहायक दस्तावेज़ माँगा है: इसे मेरे अनुरोध से संलग्न करें।{comment}',
  'notification.lectureCancelled':
    '{course} का {date} का व्याख्यान रद्द है: {reason}। उस दिन का आपका अवकाश रखा गया है और अब गिना नहीं जाता।',
  'notification.lectureCancelledForClass': '{course} का {date} का व्याख्यान रद्द है: {reason}।',
  'notification.extraLecture': '{course} का {date} को एक अतिरिक्त व्याख्यान है{time}{room}।',
  'notification.lectureBack': '{course} का {date} का व्याख्यान फिर से होगा।',
  'notification.extraLectureRemoved': '{course} का {date} का अतिरिक्त व्याख्यान हटा दिया गया है।{onLeave}',
  'notification.requestApplied':
    '{student} (रोल नं. {rollNo}) ने {course} में {from} से {to} तक अवकाश माँगा ({lectures} व्याख्यान)।',
  'notification.requestDecided':
    '{course} में {span} का आपका अवकाश ({lectures} व्याख्यान) {by} द्वारा {status} किया गया।{comment}',
  'notification.requestWithdrawn': '{student} (रोल नं. {rollNo}) ने {course} में {span} का अपना अवकाश अनुरोध वापस लिया।',
  'notification.markedAbsent': 'आपको {date} को {course} में अनुपस्थित अंकित किया गया{applyBy}।',
};

/** Email subjects' Hindi, by kind (the English: `notificationSubject`). */
export const NOTIFICATION_KIND_HINDI: Record<NotificationKind, string> = {
  'leave requested': 'अवकाश का अनुरोध',
  'leave withdrawn': 'अवकाश अनुरोध वापस',
  'leave cancelled': 'अवकाश रद्द',
  'leave approved': 'अवकाश स्वीकृत',
  'leave rejected': 'अवकाश अस्वीकृत',
  'leave revoked': 'अवकाश वापस लिया गया',
  'leave reopened': 'अवकाश फिर से खोला गया',
  enrolled: 'नामांकन',
  'near leave limit': 'अवकाश सीमा के निकट',
  'import finished': 'आयात पूरा',
  'lecture cancelled': 'व्याख्यान रद्द',
  'lecture added': 'व्याख्यान जोड़ा गया',
  'document asked': 'दस्तावेज़ माँगा गया',
  'marked absent': 'अनुपस्थित अंकित',
};

const DATE_NAMES = ['date', 'from', 'to'] as const;

/**
 * The values as the Hindi templates say them: dates in `hi-IN`, optional parts whole or empty.
 * The pages format a notification's template with them too (`@leave/web-kit`'s NotificationsView).
 */
export function hindiValues(params: NotificationParams, dates: DateFormat): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) values[name] = value === null ? '' : String(value);
  for (const name of DATE_NAMES) {
    const value = params[name];
    if (typeof value === 'string') values[name] = dates.date(value);
  }
  if (typeof params.from === 'string' && typeof params.to === 'string')
    values.span = params.from === params.to ? `${values.from} को` : `${values.from} से ${values.to} तक`;
  if ('status' in params) values.status = params.status === 'approved' ? 'स्वीकृत' : 'अस्वीकृत';
  if ('comment' in params) values.comment = params.comment ? ` टिप्पणी: “${String(params.comment)}”` : '';
  if ('start' in params) values.time = params.start && params.end ? `, ${params.start}-${params.end}` : '';
  if ('room' in params) values.room = params.room ? `, ${String(params.room)}` : '';
  if ('onLeave' in params)
    values.onLeave = params.onLeave ? ' उस दिन का आपका अवकाश रखा गया है और अब गिना नहीं जाता।' : '';
  if ('applyBy' in params)
    values.applyBy =
      typeof params.applyBy === 'string'
        ? `: यदि आप किसी कारण से अनुपस्थित थे तो ${dates.date(params.applyBy)} तक इसके लिए अवकाश का आवेदन करें`
        : '';
  return values;
}
