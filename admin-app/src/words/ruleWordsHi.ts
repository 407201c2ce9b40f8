/** हिन्दी: the admin's forms' rule messages in Hindi, part of the admin-app's Hindi catalogue. */
import type { RuleWordId } from './ruleWords';

export const ruleWordsHi: Record<RuleWordId, string> = {
  'admin.rule.required': '{name} आवश्यक है',
  'admin.rule.tooLong': '"{name}" में अधिकतम {max, number} वर्ण हो सकते हैं',
  'admin.rule.hiddenCharacters': '"{name}" में नियंत्रण या पाठ-दिशा वाले वर्ण नहीं हो सकते',
  'admin.rule.brokenCharacter': '"{name}" में एक टूटा हुआ वर्ण है (किसी वर्ण-जोड़ी का आधा भाग); उसे फिर से लिखें',
  'admin.rule.notOneLine': '{name} एक ही पंक्ति में लिखें, बिना टैब या नई पंक्ति के',
  'admin.rule.notADate': '{name}: YYYY-MM-DD में लिखी कोई कैलेंडर तारीख़ दें',
  'admin.rule.dateOutsideWindow': '{name}: {first} से {last} तक की कोई तारीख़ दें',
  'admin.rule.dateBefore': '{name}: तारीख़ "{firstName}" से पहले की नहीं हो सकती',
  'admin.rule.notACountry': '{name}: दो अक्षरों का देश कोड दें, जैसे IN या US',
  'admin.rule.notARegion': '{name}: KA या CA जैसा कोई क्षेत्र कोड दें',
  'admin.rule.notASecondFactorCode': '{name} आपके ऑथेंटिकेटर ऐप का 6 अंकों का कोड, या आपका कोई एक रिकवरी कोड होना चाहिए',
  'admin.rule.notInRange': '{name}: {min, number} से {max, number} तक की कोई पूर्ण संख्या दें',
};
