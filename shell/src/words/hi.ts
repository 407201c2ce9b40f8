/** हिन्दी: the shell's words in Hindi. Every id in words.ts has its entry (tsc and words.test.ts check). */
import type { UiWordId } from '@leave/ui';
import { uiHi } from '@leave/web-kit/words/uiHi';
import type { WordId } from './words';

const hi: Record<WordId | UiWordId, string> = {
  // The design system's own words: the skip link, Loading, a notice's Dismiss.
  ...uiHi,
  'shell.copyright': '© {year} अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।',
  'shell.sessionCheckFailed':
    'सर्वर तक नहीं पहुँचा जा सका, इसलिए आपके साइन इन की जाँच नहीं हो सकी। अपना कनेक्शन जाँचें और फिर प्रयास करें।',
  'shell.tryAgain': 'फिर प्रयास करें',
  'shell.notFoundTitle': 'पृष्ठ नहीं मिला',
  'shell.notFoundText': 'इस पते पर कुछ नहीं है।',
  'shell.toSignIn': 'साइन इन पर जाएँ',
};

export default hi;
