/**
 * हिन्दी: the refusals any signed-in view can be answered with (`COMMON_SERVER_CODES`) and a call with no answer (`NO_ANSWER_CODES`), which every
 * role's catalogue and each view's own catalogue include. Checked by serverCommon.test.ts.
 */
import type { CommonServerCode, NoAnswerCode } from './serverCommon';
import { notificationsHi } from './notificationsHi';

export const serverCommonHi: Record<CommonServerCode | NoAnswerCode, string> = {
  // The Notifications view said these two first: one wording for both.
  'api.signInToContinue': notificationsHi['api.signInToContinue'],
  'api.tooManySignedInRequests': notificationsHi['api.tooManySignedInRequests'],
  'api.onlyOwnData': 'आप केवल अपना ही डेटा देख सकते हैं',
  'api.invalidRequest': 'अमान्य अनुरोध',
  'api.invalidJson': 'अनुरोध का मुख्य भाग मान्य जेसन नहीं है',
  'api.emptyBody': 'अनुरोध का मुख्य भाग खाली है',
  'api.bodyNotObject': 'अनुरोध का मुख्य भाग एक जेसन ऑब्जेक्ट होना चाहिए',
  'api.sendJson': 'अनुरोध का मुख्य भाग जेसन के रूप में भेजें',
  'api.foreignPage': 'यह बदलाव किसी दूसरी साइट के पृष्ठ से माँगा गया था, इसलिए कुछ भी नहीं बदला गया',
  'api.serverError': 'सर्वर पर कुछ गड़बड़ हो गई',
  'api.databaseUnavailable': 'डेटाबेस से अभी संपर्क नहीं हो पा रहा है, इसलिए कुछ भी नहीं बदला गया। कुछ सेकंड बाद फिर से प्रयास करें।',
  'api.cannotStore':
    'सर्वर अभी बदलाव सहेज नहीं सकता (उसकी डिस्क भरी है या केवल पढ़ने योग्य है)। कुछ भी नहीं बदला गया: बाद में फिर से प्रयास करें।',
  'api.noRoute': '{method} {path} मौजूद नहीं है',
  'page.cannotReachServer': 'सर्वर से संपर्क नहीं हो पा रहा है। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  'page.serverTooSlow': 'सर्वर ने उत्तर देने में बहुत देर की। कृपया फिर से प्रयास करें।',
};
