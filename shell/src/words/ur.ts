/** اردو: the shell's words in Urdu (right to left). Every id in words.ts has its entry (tsc checks). */
import type { UiWordId } from '@leave/ui';
import { uiUr } from '@leave/web-kit/words/uiUr';
import type { ReleaseWordId } from './releases';
import type { FailureWordId } from './remoteFailure';
import type { WordId } from './words';

const ur: Record<WordId | ReleaseWordId | FailureWordId | UiWordId, string> = {
  // The design system's own words: the skip link, Loading, a notice's Dismiss, the product's name.
  ...uiUr,
  'shell.copyright': '© {year} رخصت کا انتظام۔ جملہ حقوق محفوظ ہیں۔',
  'shell.sessionCheckFailed':
    'سرور تک رسائی نہیں ہو سکی، اس لیے آپ کے سائن اِن کی جانچ نہیں ہو سکی۔ اپنا کنکشن جانچیں اور دوبارہ کوشش کریں۔',
  'shell.tryAgain': 'دوبارہ کوشش کریں',
  'shell.notFoundTitle': 'صفحہ نہیں ملا',
  'shell.notFoundText': 'اس پتے پر کچھ نہیں ہے۔',
  'shell.toSignIn': 'سائن اِن پر جائیں',

  // The page shown when a remote could not be loaded (its English is in the shell's start: remoteFailure.ts).
  'shell.failure.title': 'لوڈ نہیں ہو سکا',
  'shell.failure.heading': 'معذرت، {label} لوڈ نہیں ہو سکا۔',
  'shell.failure.auth': 'سائن اِن صفحہ',
  'shell.failure.student': 'طالب علم ڈیش بورڈ',
  'shell.failure.instructor': 'استاد ڈیش بورڈ',
  'shell.failure.admin': 'منتظم ڈیش بورڈ',
  'shell.failure.refused': '{sentence} ایپ کا باقی حصہ کام کرتا رہے گا۔',
  'shell.failure.gone': 'اس کا یہ ورژن اب سرور پر نہیں ہے: موجودہ ورژن پانے کے لیے صفحہ دوبارہ لوڈ کریں۔',
  'shell.failure.host':
    'آپ کا کنکشن کام کر رہا ہے، لیکن {label} کے سرور نے جواب نہیں دیا: تھوڑی دیر میں دوبارہ کوشش کریں۔ ایپ کا باقی حصہ کام کرتا رہے گا۔',
  'shell.failure.connection': 'لگتا ہے آپ کا کنکشن بند ہے: اسے جانچیں اور دوبارہ کوشش کریں۔',
  'shell.failure.unknown': 'اپنا کنکشن جانچیں اور دوبارہ کوشش کریں۔ ایپ کا باقی حصہ کام کرتا رہے گا۔',
  'shell.failure.retry': 'دوبارہ کوشش کریں',
  'shell.failure.logout': 'لاگ آؤٹ',

  // The notices about the remotes' versions (their English downloads with them: releases.ts).
  'shell.releases.previewVersion': 'صرف اس براؤزر میں پیش نظارہ: {app} کا ورژن {version} ہے، جاری ورژن نہیں۔',
  'shell.releases.previewEntry': 'صرف اس براؤزر میں پیش نظارہ: {app} {entry} سے لوڈ کی گئی ہے، جاری ورژن نہیں۔',
  'shell.releases.endPreview': 'پیش نظارہ ختم کریں',
  'shell.releases.previewRefused': 'پیش نظارہ مسترد کر دیا گیا۔ {why}',
  'shell.releases.fallback': '{app} کا تازہ ترین ورژن ابھی یہاں نہیں چل سکتا، اس لیے اس سے پہلے والا دکھایا گیا ہے۔',
  'shell.releases.loadFallback': '{app} کا تازہ ترین ورژن لوڈ نہیں ہوا، اس لیے اس سے پہلے والا دکھایا گیا ہے۔',
  'shell.releases.newer': '{app} کا نیا ورژن دستیاب ہے:',
  'shell.releases.reload': 'دوبارہ لوڈ کریں',
  'shell.releases.refused': '{app} کا یہ ورژن ابھی یہاں نہیں چل سکتا۔',
  'shell.releases.auth': 'سائن اِن ایپ',
  'shell.releases.student': 'طالب علم ایپ',
  'shell.releases.instructor': 'استاد ایپ',
  'shell.releases.admin': 'منتظم ایپ',
};

export default ur;
