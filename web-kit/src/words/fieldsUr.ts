/** اردو: what a date or time field says of what it cannot read, as `fieldsHi` in Hindi. */
import type { FieldWordId } from './fields';

export const fieldsUr: Record<FieldWordId, string> = {
  'dateField.notADate': '{label} {pattern} کی صورت میں لکھی گئی تاریخ ہونی چاہیے، جیسے {example}۔',
  'dateField.noSuchDate':
    '{label}: {typed} نام کی کوئی تاریخ نہیں ہے۔ اسے {pattern} کی صورت میں لکھیں، جیسے {example}۔',
  'dateField.notATime': '{label} 24 گھنٹے کی گھڑی کا وقت ہونا چاہیے، {pattern} کی صورت میں لکھا، جیسے 09:00 یا 14:30۔',
};
