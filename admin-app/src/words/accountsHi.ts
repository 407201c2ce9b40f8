/** हिन्दी: Accounts' words in Hindi, and its server answers and refusal by code, part of the admin-app's Hindi catalogue. */
import type { AccountsServerCode, AccountsWordId } from './accounts';

export const accountsHi: Record<AccountsWordId | AccountsServerCode, string> = {
  'admin.accounts.title': 'खाते',
  'admin.accounts.findLabel': 'कोई खाता खोजें',
  'admin.accounts.role': 'भूमिका',
  'admin.accounts.student': 'छात्र',
  'admin.accounts.instructor': 'प्रशिक्षक',
  'admin.accounts.userId': 'उपयोगकर्ता संख्या',
  'admin.accounts.userIdHint': 'अनुक्रमांक या पंजीकरण संख्या',
  'admin.accounts.find': 'खोजें',
  'admin.accounts.temporaryPassword': 'अस्थायी पासवर्ड:',
  'admin.accounts.accountOf': '{name} का खाता',
  'admin.accounts.name': 'नाम',
  'admin.accounts.status': 'स्थिति',
  'admin.accounts.active': 'सक्रिय',
  'admin.accounts.deactivated': 'निष्क्रिय',
  'admin.accounts.password': 'पासवर्ड',
  'admin.accounts.passwordNone': 'अभी कोई नहीं (आयातित): उन्हें साइन इन करने देने के लिए इसे रीसेट करें',
  'admin.accounts.passwordTemporary': 'अस्थायी: अगले साइन इन पर बदलना होगा',
  'admin.accounts.passwordSet': 'उपयोगकर्ता द्वारा तय',
  'admin.accounts.resetQuestionLabel': '{name} का पासवर्ड रीसेट करें?',
  'admin.accounts.resetQuestion':
    '{name} का पासवर्ड रीसेट करें? उनका पासवर्ड तुरंत काम करना बंद कर देगा, और वे एक अस्थायी पासवर्ड से साइन इन करेंगे जो आप उन्हें देंगे। इसे पलटा नहीं जा सकता।',
  'admin.accounts.resetConfirm': 'पासवर्ड रीसेट करें',
  'admin.accounts.reset': 'पासवर्ड रीसेट करें',
  'admin.accounts.deactivateQuestionLabel': '{name} को निष्क्रिय करें?',
  'admin.accounts.deactivateQuestion':
    '{name} को निष्क्रिय करें? वे तुरंत हर जगह से साइन आउट हो जाएँगे और फिर से सक्रिय किए जाने तक साइन इन नहीं कर सकेंगे।',
  'admin.accounts.deactivateConfirm': 'खाता निष्क्रिय करें',
  'admin.accounts.deactivate': 'निष्क्रिय करें',
  'admin.accounts.reactivate': 'फिर से सक्रिय करें',
  'admin.accounts.keep': 'रहने दें',
  'api.passwordResetDone':
    '{name} के पास अब एक अस्थायी पासवर्ड है। इसे उन्हें दें: साइन इन करते समय उन्हें नया पासवर्ड चुनना होगा। यह फिर नहीं दिखाया जाएगा।',
  'api.accountActiveSet':
    '{active, select, true {{name} फिर से साइन इन कर सकते हैं} other {{name} निष्क्रिय है: वे साइन इन नहीं कर सकते, और उनके साइन-इन सत्र समाप्त हो गए हैं}}',
  'api.accountAlready': '{active, select, true {{name} पहले से सक्रिय है} other {{name} पहले से निष्क्रिय है}}',
  'api.noAccount':
    '{role, select, student {संख्या {userId} का कोई छात्र नहीं है} other {संख्या {userId} का कोई प्रशिक्षक नहीं है}}',
};
