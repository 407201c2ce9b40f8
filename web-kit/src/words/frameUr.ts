/** اردو: the dashboard frame's words in Urdu, part of each translated remote's Urdu catalogue. */
import type { FrameWordId } from './frame';

export const frameUr: Record<FrameWordId, string> = {
  'frame.welcome': 'خوش آمدید، {name}',
  'frame.viewUser': 'صارف دیکھیں',
  'frame.viewDashboard': 'ڈیش بورڈ دیکھیں',
  'frame.notifications': 'اطلاعات',
  'frame.changePassword': 'پاس ورڈ تبدیل کریں',
  'frame.signedInDevices': 'سائن اِن شدہ آلات',
  'frame.logout': 'لاگ آؤٹ',
  'frame.menu': 'مینو',
  'frame.dashboardMenu': 'ڈیش بورڈ مینو',
  'frame.bell': 'اطلاعات، {unread} غیر پڑھی',
  'frame.colours': 'رنگ',
  'frame.asTheSystem': 'سسٹم کے مطابق',
  'frame.light': 'ہلکا',
  'frame.dark': 'گہرا',
  'frame.profile.title': 'پروفائل',
  'frame.profile.rollNo': 'رول نمبر',
  'frame.profile.name': 'نام',
  'frame.profile.branch': 'شاخ',
  'frame.profile.stream': 'شعبہ',
  'frame.profile.joiningYear': 'داخلے کا سال',
  'frame.profile.registrationNo': 'رجسٹریشن نمبر',
  'frame.profile.department': 'شعبہ',
  'frame.notLoaded': 'آپ کا ڈیٹا لوڈ نہیں ہو سکا۔ {error}',
  'frame.viewNotLoaded':
    'یہ منظر نہیں دکھایا جا سکا: صفحے کا ایک حصہ ڈاؤن لوڈ نہیں ہوا۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  'frame.viewGone':
    'یہ منظر نہیں دکھایا جا سکا: صفحے کا یہ ورژن اب سرور پر نہیں ہے۔ موجودہ ورژن کے لیے صفحہ دوبارہ لوڈ کریں۔',
  'frame.reload': 'دوبارہ لوڈ کریں',
  'frame.tryAgain': 'دوبارہ کوشش کریں',
};
