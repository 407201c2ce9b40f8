/**
 * हिन्दी: the auth-app's words in Hindi. Every id in words.ts, ruleWords.ts and signUp.ts has its
 * entry (words.test.ts checks), Sign Up's rules' (signUpRuleWords.ts) too, and web-kit's Change Password form's and authenticator code's (a
 * temporary password's new one, an admin's code), with its rules'.
 */
import type { CommonServerCode } from '@leave/web-kit/words/serverCommon';
import { serverCommonHi } from '@leave/web-kit/words/serverCommonHi';
import type { PasswordWordId } from '@leave/web-kit/words/password';
import type { PasswordRuleWordId } from '@leave/web-kit/words/passwordRuleWords';
import { passwordHi } from '@leave/web-kit/words/passwordHi';
import type { RuleWordId } from './ruleWords';
import type { SignUpWordId } from './signUp';
import type { SignUpRuleWordId } from './signUpRuleWords';
import type { WordId } from './words';
import type { AuthServerCode } from './serverCodes';

type Id =
  | WordId
  | RuleWordId
  | SignUpWordId
  | SignUpRuleWordId
  | PasswordWordId
  | PasswordRuleWordId
  | CommonServerCode
  | AuthServerCode;

const hi: Record<Id, string> = {
  // The refusals any view that calls the API can be answered with, by their codes.
  ...serverCommonHi,
  // The sign-in's and Sign Up's refusals by their codes (serverCodes.ts).
  'api.passwordSignInOff':
    '{role, select, student {छात्र} admin {व्यवस्थापक} other {प्रशिक्षक}} यहाँ पासवर्ड से नहीं, विद्यालय खाते से साइन इन करते हैं',
  'api.userExists':
    '{role, select, student {आईडी {userId} वाला छात्र पहले से मौजूद है} admin {आईडी {userId} वाला व्यवस्थापक पहले से मौजूद है} other {आईडी {userId} वाला प्रशिक्षक पहले से मौजूद है}}',
  'api.instructorSignUpClosed': 'यहाँ प्रशिक्षकों के खाते व्यवस्थापक बनाते हैं: अपना खाता उनसे माँगें',
  'api.signUpOffWithSingleSignOn':
    '{role, select, student {छात्र} admin {व्यवस्थापक} other {प्रशिक्षक}} यहाँ विद्यालय खाते से साइन इन करते हैं: साइन अप करने के लिए कुछ नहीं है',
  ...passwordHi,
  'auth.brand': 'अवकाश प्रबंधन',
  'auth.signInTitle': 'साइन इन',
  'auth.adminSignInTitle': 'व्यवस्थापक साइन इन',
  'auth.signedUp': 'आपका खाता बन गया है। जारी रखने के लिए साइन इन करें।',
  'auth.toSignUp': 'खाता नहीं है? साइन अप करें',
  'auth.toAdminSignIn': 'विद्यालय व्यवस्थापक? यहाँ साइन इन करें',
  'auth.orPassword': 'या अपने पासवर्ड से साइन इन करें',
  'auth.schoolAccountUnavailable':
    'विद्यालय खाते से साइन इन अभी उपलब्ध नहीं है: कुछ मिनट बाद फिर प्रयास करें, या अपने पासवर्ड से साइन इन करें।',
  'auth.form': 'साइन इन',
  'auth.username': 'उपयोगकर्ता नाम',
  'auth.password': 'पासवर्ड',
  'auth.role': 'भूमिका',
  'auth.student': 'विद्यार्थी',
  'auth.instructor': 'प्रशिक्षक',
  'auth.admin': 'व्यवस्थापक',
  'auth.submit': 'साइन इन करें',
  'auth.setPasswordAndSignIn': 'पासवर्ड सेट करें और साइन इन करें',
  'auth.invalidLogin': 'उपयोगकर्ता नाम या पासवर्ड गलत है',
  'auth.rule.usernameRequired': 'उपयोगकर्ता नाम आवश्यक है',
  'auth.rule.usernameDigits': 'उपयोगकर्ता नाम आपका रोल नंबर या पंजीकरण नंबर है (केवल अंक)',
  'auth.rule.usernamePositive': 'उपयोगकर्ता नाम एक धनात्मक पूर्ण संख्या होनी चाहिए',
  'auth.rule.usernameTooManyDigits': 'उपयोगकर्ता नाम अधिकतम {digits} अंकों की संख्या होनी चाहिए',
  'auth.rule.passwordRequired': 'पासवर्ड आवश्यक है',
  'auth.rule.passwordTooLong': 'पासवर्ड अधिकतम {max} वर्णों का हो सकता है',
  'auth.rule.roleRequired': 'भूमिका आवश्यक है',
  'auth.rule.codeRequired': 'प्रमाणीकरण कोड आवश्यक है',
  'auth.rule.codeInvalid': 'प्रमाणीकरण कोड आपके ऑथेंटिकेटर ऐप का 6 अंकों का कोड, या आपका कोई एक रिकवरी कोड होना चाहिए',
  'auth.signUp.title': 'साइन अप',
  'auth.signUp.form': 'साइन अप',
  'auth.signUp.name': 'नाम',
  'auth.signUp.rollNo': 'रोल नंबर',
  'auth.signUp.registrationNo': 'पंजीकरण संख्या',
  'auth.signUp.branch': 'शाखा',
  'auth.signUp.department': 'विभाग',
  'auth.signUp.stream': 'संकाय',
  'auth.signUp.joiningYear': 'प्रवेश वर्ष',
  'auth.signUp.submit': 'साइन अप करें',
  'auth.signUp.toSignIn': 'पहले से खाता है? साइन इन करें',
  'auth.signUp.retrySchoolSignIn': 'विद्यालय खाते से फिर साइन इन करें',
  'auth.signUp.backToSignIn': 'साइन इन पर वापस जाएँ',
  'auth.signUp.rule.required': '{name} आवश्यक है',
  'auth.signUp.rule.tooLong': '{name} में अधिकतम {max} वर्ण हो सकते हैं',
  'auth.signUp.rule.tooShort': '{name} कम से कम {min} अक्षरों का होना चाहिए',
  'auth.signUp.rule.hiddenCharacters': '{name} में नियंत्रण या पाठ-दिशा वाले वर्ण नहीं होने चाहिए',
  'auth.signUp.rule.brokenCharacter': '{name} में एक टूटा हुआ वर्ण है (वर्ण-जोड़ी का आधा भाग); इसे फिर से टाइप करें',
  'auth.signUp.rule.notOneLine': '{name} एक ही पंक्ति में होना चाहिए, टैब या पंक्ति-विराम के बिना',
  'auth.signUp.rule.startsLikeFormula': '{name} =, +, - या @ से शुरू नहीं हो सकता',
  'auth.signUp.rule.notANumber': '{name} एक संख्या होनी चाहिए',
  'auth.signUp.rule.notAPositiveWholeNumber': '{name} एक धनात्मक पूर्ण संख्या होनी चाहिए',
  'auth.signUp.rule.tooManyDigits': '{name} अधिकतम {digits} अंकों की संख्या होनी चाहिए',
  'auth.signUp.rule.notAYear': '{name} 2024 जैसा कोई वर्ष होना चाहिए',
  'auth.signUp.rule.yearInFuture': '{name} भविष्य में नहीं हो सकता',
  'auth.signUp.rule.oneCharacterRepeated': '{name} एक ही अक्षर की पुनरावृत्ति नहीं हो सकता',
  'auth.signUp.rule.passwordIsId': '{name} आपका {idName} नहीं हो सकता',
};

export default hi;
