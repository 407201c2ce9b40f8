/** हिन्दी: what a date or time field says of what it cannot read, part of each catalogue whose views show one. */
import type { FieldWordId } from './fields';

export const fieldsHi: Record<FieldWordId, string> = {
  'dateField.notADate': '{label} {pattern} के रूप में लिखी गई तारीख़ होनी चाहिए, जैसे {example}।',
  'dateField.noSuchDate': '{label}: {typed} नाम की कोई तारीख़ नहीं है। इसे {pattern} के रूप में लिखें, जैसे {example}।',
  'dateField.notATime': '{label} 24 घंटे की घड़ी का समय होना चाहिए, {pattern} के रूप में लिखा, जैसे 09:00 या 14:30।',
};
