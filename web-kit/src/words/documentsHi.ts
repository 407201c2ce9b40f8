/** हिन्दी: the supporting documents' words in Hindi, part of the student's and the instructor's catalogues. */
import type { DocumentsServerCode, DocumentsWordId } from './documents';

export const documentsHi: Record<DocumentsWordId | DocumentsServerCode, string> = {
  'documents.chooseFile': 'संलग्न करने के लिए एक फ़ाइल चुनें: अधिक से अधिक {megabytes} एमबी की पीडीएफ़, जेपीईजी या पीएनजी',
  'documents.files': 'सहायक दस्तावेज़ (पीडीएफ़, जेपीईजी या पीएनजी, हर एक {megabytes} एमबी तक, एक बार में अधिक से अधिक {files})',
  'documents.attach': 'संलग्न करें',
  'documents.download': '{name} डाउनलोड करें',
  'documents.megabytes': '{size} एमबी',
  'documents.kilobytes': '{size} केबी',
  // The server's answer and refusals (a file's type as the server words it is left out).
  'leaveKind.documentsAttached': '{count, plural, one {# दस्तावेज़ संलग्न किया गया} other {# दस्तावेज़ संलग्न किए गए}}',
  'leaveKind.noFileSent': 'संलग्न करने के लिए एक फ़ाइल चुनें: अधिक से अधिक 5 एमबी की पीडीएफ़, जेपीईजी या पीएनजी',
  'leaveKind.fileTooBig': 'हर फ़ाइल अधिक से अधिक 5 एमबी की हो सकती है',
  'leaveKind.fileEmpty': '{name} खाली है',
  'leaveKind.fileTypeNotAllowed': '{name} पीडीएफ़, जेपीईजी या पीएनजी फ़ाइल नहीं है',
  'leaveKind.fileTypeMismatch': '{name} का नाम किसी दूसरे प्रकार का है पर उसकी सामग्री कुछ और है: उसका नाम बदलें या सही फ़ाइल चुनें',
  'leaveKind.tooManyFiles': 'एक बार में अधिक से अधिक {max, number} फ़ाइलें संलग्न करें',
  'leaveKind.tooManyDocuments': 'किसी अनुरोध में अधिक से अधिक {max, number} दस्तावेज़ हो सकते हैं',
  'leaveKind.tooManyFormFields': 'फ़ाइलों के साथ अधिक से अधिक {max, number} दूसरे फ़ॉर्म फ़ील्ड भेजें',
  'leaveKind.uploadCutShort': 'अपलोड अपने अंतिम भाग से पहले ही समाप्त हो गया: फ़ाइलें फिर से भेजें',
  'leaveKind.uploadMalformed': 'अपलोड सही रूप में नहीं है: फ़ॉर्म से फ़ाइलें फिर से भेजें',
  'leaveKind.uploadNoBoundary': 'अपलोड सही रूप में नहीं है: फ़ाइलें किसी फ़ॉर्म से भेजें',
  'leaveKind.sendFiles': 'फ़ाइलें किसी फ़ॉर्म से भेजें',
  'leaveKind.onlyOwnRequestDocuments': 'आप केवल अपने अनुरोधों में दस्तावेज़ संलग्न कर सकते हैं',
  'leaveKind.requestClosedToDocuments': 'यह अनुरोध वापस लिया गया या रद्द किया गया है: इसमें अब दस्तावेज़ संलग्न नहीं किए जा सकते',
  'leaveKind.requestPastDocumentWindow':
    'इस अनुरोध पर निर्णय हो चुका है और इसकी तिथियाँ {first} से पहले की हैं, जो सबसे पहली तिथि है जिसके लिए विद्यालय अवकाश लेता है: इसमें अब दस्तावेज़ संलग्न नहीं किए जा सकते',
  'lecture.noRequest': '{requestId} आईडी का कोई अनुरोध नहीं है',
  'api.bodyTooLarge': 'भेजी गई फ़ाइलें बहुत बड़ी हैं',
};
