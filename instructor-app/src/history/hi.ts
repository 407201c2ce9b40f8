/** हिन्दी: History's words in Hindi, with the status chip's, the leave's life's and the refusals it shows. */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { DecisionServerCode } from '../words/decisions';
import { decisionsHi } from '../words/decisionsHi';
import type { FieldWordId } from '@leave/web-kit/words/fields';
import { fieldsHi } from '@leave/web-kit/words/fieldsHi';
import type { PagerWordId } from '@leave/web-kit/words/pager';
import { pagerHi } from '@leave/web-kit/words/pagerHi';
import type { StatusWordId } from '@leave/web-kit/words/status';
import { statusHi } from '@leave/web-kit/words/statusHi';
import type { HistoryServerCode, HistoryWordId } from './words';

const hi: Record<
  HistoryWordId | HistoryServerCode | StatusWordId | PagerWordId | FieldWordId | CommonServerCode | DecisionServerCode,
  string
> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  // A revoke's and a reopen's refusals.
  ...decisionsHi,
  ...statusHi,
  ...pagerHi,
  ...fieldsHi,

  'instructor.history.title': 'इतिहास',
  'instructor.history.course': 'पाठ्यक्रम',
  'instructor.history.allCourses': 'मेरे सभी पाठ्यक्रम',
  'instructor.history.status': 'स्थिति',
  'instructor.history.allDecided': 'सभी निर्णीत',
  'instructor.history.from': 'इस तिथि से',
  'instructor.history.to': 'इस तिथि तक',
  'instructor.history.rollNo': 'अनुक्रमांक',
  'instructor.history.rollNoNumber': 'अनुक्रमांक एक संख्या होना चाहिए',
  'instructor.history.notLoaded': 'इतिहास लोड नहीं हो सका। {error}',
  'instructor.history.none': 'कोई निर्णीत अवकाश मेल नहीं खाता।',
  'instructor.history.oneLeave': '{count} निर्णीत अवकाश',
  'instructor.history.manyLeaves': '{count} निर्णीत अवकाश',
  'instructor.history.list': 'निर्णीत अवकाश',
  'instructor.history.leaveOf': '{student} का {date} का {course} में अवकाश',
  'instructor.history.date': 'तिथि',
  'instructor.history.student': 'छात्र',
  'instructor.history.noLongerEnrolled': ' (अब नामांकित नहीं)',
  'instructor.history.reason': 'कारण',
  'instructor.history.historyOf': '{student} के {date} के {course} में अवकाश का इतिहास',
  'instructor.history.pages': 'इतिहास के पृष्ठ',

  'instructor.history.revoke': 'स्वीकृति वापस लें',
  'instructor.history.revokeLeave': '{student} के {date} के {course} में अवकाश की स्वीकृति वापस लें',
  'instructor.history.revokeComment': 'टिप्पणी (आवश्यक: छात्र इसे पढ़ता है)',
  'instructor.history.commentRequired': 'अवकाश की स्वीकृति वापस लेने के लिए टिप्पणी आवश्यक है',
  'instructor.history.confirmRevoke': 'स्वीकृति वापस लेने की पुष्टि करें',
  'instructor.history.keepIt': 'रहने दें',
  'instructor.history.revoked': '{student} के {date} के {course} में अवकाश की स्वीकृति वापस ली गई: अब वह अस्वीकृत है।',

  'instructor.history.reopen': 'फिर से खोलें',
  'instructor.history.reopenRequest': '{name} ({student}) का {date} के {course} में अवकाश वाला अनुरोध फिर से खोलें',
  'instructor.history.reopenComment': 'टिप्पणी (वैकल्पिक: छात्र इसे पढ़ता है)',
  'instructor.history.confirmReopen': 'फिर से खोलने की पुष्टि करें',
  'instructor.history.keepRejected': 'अस्वीकृत ही रहने दें',
  'instructor.history.reopened': '{name} का {course} में अनुरोध: {message}।',

  'api.notYourCourse': 'आप यह पाठ्यक्रम नहीं पढ़ाते',
  'api.noLeave': '{leaveId} क्रमांक का कोई अवकाश नहीं है',
  'leaveRule.dateHeldAgain': 'छात्र ने {code} में {date} के लिए फिर से आवेदन किया है, और वह अवकाश मान्य है: उसी पर निर्णय लें',
  'lecture.requestReopened': '{code} के {moved} अवकाश फिर से खोले गए: वे फिर से लंबित हैं',
};

export default hi;
