/** हिन्दी: the course forms' rule messages in Hindi (`ruleWords.ts`), part of the admin-app's Hindi catalogue. */
import type { RuleWordId } from './ruleWords';

export const ruleWordsHi: Record<RuleWordId, string> = {
  'admin.rule.required': '{name} आवश्यक है',
  'admin.rule.tooLong': '{name} में अधिकतम {max, number} अक्षर हो सकते हैं',
  'admin.rule.hiddenCharacters': '{name} में नियंत्रण या पाठ-दिशा वाले अक्षर नहीं होने चाहिए',
  'admin.rule.brokenCharacter': '{name} में एक टूटा हुआ अक्षर है (अक्षर-जोड़ी का आधा भाग); इसे फिर से टाइप करें',
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
};
