/** हिन्दी: Change Password's words and its rules' in Hindi, part of each role's catalogue and the auth-app's. */
import type { PasswordWordId } from './password';
import type { PasswordRuleWordId } from './passwordRuleWords';

export const passwordHi: Record<PasswordWordId | PasswordRuleWordId, string> = {
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
};
