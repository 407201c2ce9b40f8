/** اردو: the auth-app's words in Urdu (right to left). Every id in words.ts and ruleWords.ts has its entry (tsc checks). */
import type { RuleWordId } from './ruleWords';
import type { WordId } from './words';

const ur: Record<WordId | RuleWordId, string> = {
  'auth.brand': 'رخصت کا انتظام',
  'auth.signInTitle': 'سائن اِن',
  'auth.adminSignInTitle': 'منتظم سائن اِن',
  'auth.signedUp': 'آپ کا اکاؤنٹ بن گیا ہے۔ جاری رکھنے کے لیے سائن اِن کریں۔',
  'auth.toSignUp': 'اکاؤنٹ نہیں ہے؟ سائن اپ کریں',
  'auth.toAdminSignIn': 'اسکول کے منتظم؟ یہاں سائن اِن کریں',
  'auth.orPassword': 'یا اپنے پاس ورڈ سے سائن اِن کریں',
  'auth.schoolAccountUnavailable':
    'اسکول کے اکاؤنٹ سے سائن اِن ابھی دستیاب نہیں: چند منٹ بعد دوبارہ کوشش کریں، یا اپنے پاس ورڈ سے سائن اِن کریں۔',
  'auth.form': 'سائن اِن',
  'auth.username': 'صارف نام',
  'auth.password': 'پاس ورڈ',
  'auth.role': 'کردار',
  'auth.student': 'طالب علم',
  'auth.instructor': 'استاد',
  'auth.admin': 'منتظم',
  'auth.submit': 'سائن اِن کریں',
  'auth.setPasswordAndSignIn': 'پاس ورڈ مقرر کریں اور سائن اِن کریں',
  'auth.invalidLogin': 'صارف نام یا پاس ورڈ غلط ہے',
  'auth.rule.usernameRequired': 'صارف نام ضروری ہے',
  'auth.rule.usernameDigits': 'صارف نام آپ کا رول نمبر یا رجسٹریشن نمبر ہے (صرف ہندسے)',
  'auth.rule.usernamePositive': 'صارف نام ایک مثبت مکمل عدد ہونا چاہیے',
  'auth.rule.usernameTooManyDigits': 'صارف نام زیادہ سے زیادہ {digits} ہندسوں کا عدد ہونا چاہیے',
  'auth.rule.passwordRequired': 'پاس ورڈ ضروری ہے',
  'auth.rule.passwordTooLong': 'پاس ورڈ زیادہ سے زیادہ {max} حروف کا ہو سکتا ہے',
  'auth.rule.roleRequired': 'کردار ضروری ہے',
  'auth.rule.codeRequired': 'تصدیقی کوڈ ضروری ہے',
  'auth.rule.codeInvalid': 'تصدیقی کوڈ آپ کی تصدیقی ایپ کا 6 ہندسوں کا کوڈ، یا آپ کا کوئی ایک ریکوری کوڈ ہونا چاہیے',
};

export default ur;
