/** اردو: the design system's own words (`UI_WORDS` in @leave/ui), in the shell's Urdu catalogue, as `uiHi` is in its Hindi. */
import type { UiWordId } from '@leave/ui';

export const uiUr: Record<UiWordId, string> = {
  'ui.loading': 'لوڈ ہو رہا ہے...',
  'ui.dismiss': 'پیغام ہٹائیں',
  'ui.skipToMain': 'اصل مواد پر جائیں',
  'ui.product': 'رخصت کا انتظام',
};
