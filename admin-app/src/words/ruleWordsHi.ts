/** हिन्दी: the admin's forms' rule messages in Hindi (`ruleWords.ts`), part of the admin-app's Hindi catalogue. */
import type { RuleWordId } from './ruleWords';

export const ruleWordsHi: Record<RuleWordId, string> = {
  'admin.rule.required': '{name} आवश्यक है',
  'admin.rule.tooLong': '{name} में अधिकतम {max, number} वर्ण हो सकते हैं',
  'admin.rule.hiddenCharacters': '{name} में नियंत्रण या पाठ-दिशा वाले वर्ण नहीं होने चाहिए',
  'admin.rule.brokenCharacter': '{name} में एक टूटा हुआ वर्ण है (वर्ण-जोड़ी का आधा भाग); इसे फिर से टाइप करें',
  'admin.rule.notOneLine': '{name} एक ही पंक्ति में होना चाहिए, टैब या पंक्ति-विराम के बिना',
  'admin.rule.notANumber': '{name} एक संख्या होनी चाहिए',
  'admin.rule.notAPositiveWholeNumber': '{name} एक धनात्मक पूर्ण संख्या होनी चाहिए',
  'admin.rule.tooManyDigits': '{name} अधिकतम {digits, number} अंकों की संख्या होनी चाहिए',
  'admin.rule.notInRange': '{name} {min, number} से {max, number} तक की पूर्ण संख्या होनी चाहिए',
  'admin.rule.notAYear': '{name} 2024 जैसा कोई वर्ष होना चाहिए',
  'admin.rule.notATime': '{name} दिन का समय होना चाहिए, घंटे:मिनट में लिखा, जैसे 09:30',
  'admin.rule.endNotAfterStart': '{name}, {startName} से बाद का समय होना चाहिए',
  'admin.rule.weekdayRepeated':
    '{name}: किसी पाठ्यक्रम की कक्षा हर दिन अधिकतम एक बार होती है, और {weekday} दो बार चुना गया है',
  'admin.rule.invalidInput': 'अमान्य प्रविष्टि',
  'admin.rule.notADate': '{name}: YYYY-MM-DD में लिखी कोई कैलेंडर तारीख़ दें',
  'admin.rule.dateOutsideWindow': '{name}: {first} से {last} तक की कोई तारीख़ दें',
  'admin.rule.dateBefore': '{name}: तारीख़ "{firstName}" से पहले की नहीं हो सकती',
  'admin.rule.notACountry': '{name}: दो अक्षरों का देश कोड दें, जैसे IN या US',
  'admin.rule.notARegion': '{name}: KA या CA जैसा कोई क्षेत्र कोड दें',
  'admin.rule.courseCodeCharacters': '{name} में केवल अक्षर, अंक और - हो सकते हैं',
  'admin.rule.notASecondFactorCode': '{name} आपके ऑथेंटिकेटर ऐप का 6 अंकों का कोड, या आपका कोई एक रिकवरी कोड होना चाहिए',
};
