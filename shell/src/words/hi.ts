/** हिन्दी: the shell's words in Hindi. Every id in words.ts has its entry (tsc and words.test.ts check). */
import type { UiWordId } from '@leave/ui';
import { uiHi } from '@leave/web-kit/words/uiHi';
import type { ReleaseWordId } from './releases';
import type { FailureWordId } from './remoteFailure';
import type { WordId } from './words';

const hi: Record<WordId | ReleaseWordId | FailureWordId | UiWordId, string> = {
  // The design system's own words: the skip link, Loading, a notice's Dismiss.
  ...uiHi,
  'shell.copyright': '© {year} अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।',
  'shell.sessionCheckFailed':
    'सर्वर तक नहीं पहुँचा जा सका, इसलिए आपके साइन इन की जाँच नहीं हो सकी। अपना कनेक्शन जाँचें और फिर प्रयास करें।',
  'shell.tryAgain': 'फिर प्रयास करें',
  'shell.notFoundTitle': 'पृष्ठ नहीं मिला',
  'shell.notFoundText': 'इस पते पर कुछ नहीं है।',
  'shell.toSignIn': 'साइन इन पर जाएँ',

  // The page shown when a remote could not be loaded (its English is in the shell's start: remoteFailure.ts).
  'shell.failure.title': 'लोड नहीं हो सका',
  'shell.failure.heading': 'क्षमा करें, {label} लोड नहीं हो सका।',
  'shell.failure.auth': 'साइन इन पृष्ठ',
  'shell.failure.student': 'विद्यार्थी डैशबोर्ड',
  'shell.failure.instructor': 'शिक्षक डैशबोर्ड',
  'shell.failure.admin': 'व्यवस्थापक डैशबोर्ड',
  'shell.failure.refused': '{sentence} ऐप का बाकी हिस्सा काम करता रहेगा।',
  'shell.failure.gone': 'इसका यह संस्करण अब सर्वर पर नहीं है: वर्तमान संस्करण पाने के लिए पृष्ठ फिर से लोड करें।',
  'shell.failure.host':
    'आपका कनेक्शन काम कर रहा है, पर {label} के सर्वर ने उत्तर नहीं दिया: थोड़ी देर में फिर प्रयास करें। ऐप का बाकी हिस्सा काम करता रहेगा।',
  'shell.failure.connection': 'लगता है आपका कनेक्शन बंद है: उसे जाँचें और फिर प्रयास करें।',
  'shell.failure.unknown': 'अपना कनेक्शन जाँचें और फिर प्रयास करें। ऐप का बाकी हिस्सा काम करता रहेगा।',
  'shell.failure.retry': 'पुनः प्रयास करें',
  'shell.failure.logout': 'लॉग आउट',

  // The notices about the remotes' versions (their English downloads with them: releases.ts).
  'shell.releases.previewVersion': 'केवल इस ब्राउज़र में पूर्वावलोकन: {app} संस्करण {version} है, चालू संस्करण नहीं।',
  'shell.releases.previewEntry': 'केवल इस ब्राउज़र में पूर्वावलोकन: {app} {entry} से लोड किया गया है, चालू संस्करण नहीं।',
  'shell.releases.endPreview': 'पूर्वावलोकन समाप्त करें',
  'shell.releases.previewRefused': 'पूर्वावलोकन अस्वीकार किया गया। {why}',
  'shell.releases.fallback': '{app} का नवीनतम संस्करण अभी यहाँ नहीं चल सकता, इसलिए उससे पहले वाला दिखाया गया है।',
  'shell.releases.loadFallback': '{app} का नवीनतम संस्करण लोड नहीं हुआ, इसलिए उससे पहले वाला दिखाया गया है।',
  'shell.releases.newer': '{app} का नया संस्करण उपलब्ध है:',
  'shell.releases.reload': 'फिर से लोड करें',
  'shell.releases.refused': '{app} का यह संस्करण अभी यहाँ नहीं चल सकता।',
  'shell.releases.auth': 'साइन-इन ऐप',
  'shell.releases.student': 'विद्यार्थी ऐप',
  'shell.releases.instructor': 'शिक्षक ऐप',
  'shell.releases.admin': 'व्यवस्थापक ऐप',
};

export default hi;
