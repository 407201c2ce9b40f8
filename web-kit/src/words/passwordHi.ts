/** हिन्दी: Change Password's words and its rules' in Hindi, part of each role's catalogue and the auth-app's. */
import type { PasswordServerCode, PasswordWordId } from './password';
import type { PasswordRuleWordId } from './passwordRuleWords';

export const passwordHi: Record<PasswordWordId | PasswordRuleWordId | PasswordServerCode, string> = {
  'password.title': 'पासवर्ड बदलें',
  'password.form': 'पासवर्ड बदलें',
  'password.current': 'वर्तमान पासवर्ड',
  'password.newPassword': 'नया पासवर्ड',
  'password.confirm': 'नए पासवर्ड की पुष्टि करें',
  'password.newPasswordHint': 'कम से कम 8 अक्षर; कोई आम पासवर्ड नहीं, आपका उपयोगकर्ता नाम नहीं',
  'password.submit': 'पासवर्ड बदलें',
  'password.code': 'प्रमाणीकरण कोड',
  'password.codeHint': 'आपके प्रमाणीकरण ऐप से 6 अंक, या एक पुनर्प्राप्ति कोड',
  'password.rule.required': '{name} आवश्यक है',
  'password.rule.tooShort': '{name} कम से कम {min} अक्षरों का होना चाहिए',
  'password.rule.tooLong': '{name} अधिक से अधिक {max} अक्षरों का हो सकता है',
  'password.rule.oneCharacterRepeated': '{name} एक ही अक्षर की पुनरावृत्ति नहीं हो सकता',
  'password.rule.notYourUsername': '{name} आपका उपयोगकर्ता नाम नहीं हो सकता',
  'password.rule.notTheSame': '{name} नए पासवर्ड के समान होना चाहिए',
  // The server's answer and refusals (their parameters are the wire's: a field's name is not said).
  'api.passwordChanged': 'पासवर्ड बदल गया। आप साइन इन हैं; इस खाते का हर दूसरा साइन-इन समाप्त हो गया है।',
  'api.invalidCredentials': 'उपयोगकर्ता आईडी, पासवर्ड या भूमिका गलत है',
  'api.tooManySignIns': 'बहुत अधिक असफल साइन-इन। {waitMinutes, number} मिनट बाद फिर से प्रयास करें।',
  'api.tooManyRequests':
    'आपके नेटवर्क से साइन-इन और साइन-अप के बहुत अधिक अनुरोध। {waitSeconds, number} सेकंड बाद फिर से प्रयास करें।',
  'api.accountDeactivated': 'यह खाता निष्क्रिय है: अपने विद्यालय के व्यवस्थापक से पूछें',
  'api.mustChangePassword': 'व्यवस्थापक ने आपका पासवर्ड बदल दिया है: आगे बढ़ने के लिए नया पासवर्ड चुनें',
  'api.secondFactorNeeded': 'साइन इन करने के लिए अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड (या एक पुनर्प्राप्ति कोड) दर्ज करें',
  'api.secondFactorWrong': 'यह कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है: अपने ऑथेंटिकेटर ऐप का मौजूदा कोड दें',
  'api.samePassword': 'नया पासवर्ड वर्तमान पासवर्ड से अलग होना चाहिए',
  'field.commonPassword': 'नया पासवर्ड सबसे आम पासवर्डों में से एक है: कोई दूसरा चुनें',
};
