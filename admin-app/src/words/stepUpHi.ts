/** हिन्दी: the two-factor step-up dialog's words in Hindi, part of the admin-app's Hindi catalogue. */
import type { StepUpServerCode, StepUpWordId } from './stepUp';

export const stepUpHi: Record<StepUpWordId | StepUpServerCode, string> = {
  'admin.stepUp.title': 'अपने ऑथेंटिकेटर से पुष्टि करें',
  'admin.stepUp.code': 'प्रमाणीकरण कोड',
  'admin.stepUp.codeHint': 'आपके ऑथेंटिकेटर ऐप के 6 अंक, या कोई रिकवरी कोड',
  'admin.stepUp.checking': 'कोड जाँचा जा रहा है…',
  'admin.stepUp.confirm': 'पुष्टि करें',
  'admin.stepUp.cancel': 'रद्द करें',
  'api.stepUpNeeded': 'इस कार्य की पुष्टि के लिए अपने ऑथेंटिकेटर ऐप का मौजूदा कोड दें',
  'api.secondFactorWrong': 'यह कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है: अपने ऑथेंटिकेटर ऐप का मौजूदा कोड दें',
};
