/** اردو: the shell's words in Urdu (right to left). Every id in words.ts has its entry (tsc checks). */
import type { WordId } from './words';

const ur: Record<WordId, string> = {
  'shell.copyright': '© {year} رخصت کا انتظام۔ جملہ حقوق محفوظ ہیں۔',
  'shell.sessionCheckFailed':
    'سرور تک رسائی نہیں ہو سکی، اس لیے آپ کے سائن اِن کی جانچ نہیں ہو سکی۔ اپنا کنکشن جانچیں اور دوبارہ کوشش کریں۔',
  'shell.tryAgain': 'دوبارہ کوشش کریں',
  'shell.notFoundTitle': 'صفحہ نہیں ملا',
  'shell.notFoundText': 'اس پتے پر کچھ نہیں ہے۔',
  'shell.toSignIn': 'سائن اِن پر جائیں',
};

export default ur;
