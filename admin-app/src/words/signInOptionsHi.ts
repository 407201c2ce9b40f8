/** हिन्दी: Sign-in Options' words in Hindi, part of the admin-app's Hindi catalogue. */
import type { SignInOptionsServerCode, SignInOptionsWordId } from './signInOptions';

export const signInOptionsHi: Record<SignInOptionsWordId | SignInOptionsServerCode, string> = {
  'admin.signInOptions.title': 'साइन-इन विकल्प',
  'admin.signInOptions.notSetUp':
    'इस सर्वर पर विद्यालय के खाते से साइन इन की व्यवस्था नहीं है, इसलिए सभी पासवर्ड से साइन इन करते हैं। आपकी आईटी टीम इसे संचालन गाइड में बताई गई OIDC सेटिंग्स से चालू करती है।',
  'admin.signInOptions.formLabel': 'साइन-इन विकल्प',
  'admin.signInOptions.about':
    'छात्र और प्रशिक्षक विद्यालय के खाते से साइन इन कर सकते हैं। किसी भूमिका के पासवर्ड यहाँ बंद करने के लिए उससे निशान हटाएँ: तब उसके सदस्य केवल विद्यालय के खाते से साइन इन करते हैं। आपका अपना व्यवस्थापक पासवर्ड हमेशा काम करता है।',
  'admin.signInOptions.students': 'छात्र पासवर्ड से भी साइन इन कर सकते हैं',
  'admin.signInOptions.instructors': 'प्रशिक्षक पासवर्ड से भी साइन इन कर सकते हैं',
  'admin.signInOptions.save': 'सहेजें',
  'admin.signInOptions.saved': 'साइन-इन विकल्प सहेजे गए',
  'api.singleSignOnOff': 'यहाँ विद्यालय के खाते से साइन इन की व्यवस्था नहीं है, इसलिए पासवर्ड से साइन इन चालू रहता है',
};
