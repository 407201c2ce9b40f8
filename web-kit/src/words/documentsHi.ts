/** हिन्दी: the supporting documents' words in Hindi, part of the student's and the instructor's catalogues. */
import type { DocumentsWordId } from './documents';

export const documentsHi: Record<DocumentsWordId, string> = {
  'documents.chooseFile': 'संलग्न करने के लिए एक फ़ाइल चुनें: अधिक से अधिक {megabytes} एमबी की पीडीएफ़, जेपीईजी या पीएनजी',
  'documents.files': 'सहायक दस्तावेज़ (पीडीएफ़, जेपीईजी या पीएनजी, हर एक {megabytes} एमबी तक, एक बार में अधिक से अधिक {files})',
  'documents.attach': 'संलग्न करें',
  'documents.download': '{name} डाउनलोड करें',
  'documents.megabytes': '{size} एमबी',
  'documents.kilobytes': '{size} केबी',
};
