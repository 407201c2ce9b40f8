/**
 * हिन्दी: the design system's own words (`UI_WORDS` in @leave/ui: Loading, a notice's Dismiss, the
 * skip link), in the shell's catalogue: a remote's `Translated`, inside the shell's, takes them from
 * it when its own catalogue has none.
 */
import type { UiWordId } from '@leave/ui';

export const uiHi: Record<UiWordId, string> = {
  'ui.loading': 'लोड हो रहा है...',
  'ui.dismiss': 'संदेश हटाएँ',
  'ui.skipToMain': 'मुख्य सामग्री पर जाएँ',
  'ui.product': 'अवकाश प्रबंधन',
};
