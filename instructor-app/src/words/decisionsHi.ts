/** हिन्दी: the server's refusals of an instructor's decisions (`DECISION_SERVER_CODES`), by their codes. */
import type { DecisionServerCode } from './decisions';

const STATUS = 'pending {लंबित} accepted {स्वीकृत} rejected {अस्वीकृत} withdrawn {वापस लिया गया} other {रद्द}';

export const decisionsHi: Record<DecisionServerCode, string> = {
  'api.noCourse': '{code} नाम का कोई पाठ्यक्रम नहीं है',
  'api.notYourCourse': 'आप यह पाठ्यक्रम नहीं पढ़ाते',
  'api.noLeave': '{leaveId} क्रमांक का कोई अवकाश नहीं है',
  'lecture.noRequest': '{requestId} आईडी का कोई अनुरोध नहीं है',
  'leaveRule.onlyRole':
    '{role, select, student {केवल छात्र ही यह कर सकते हैं} admin {केवल व्यवस्थापक ही यह कर सकते हैं} other {केवल प्रशिक्षक ही यह कर सकते हैं}}',
  'leaveRule.leaveAlready': `यह अवकाश पहले से {status, select, ${STATUS}} है`,
  'leaveRule.leaveNotInStatus': `यह अवकाश {actual, select, ${STATUS}} है: यह कार्रवाई केवल {needed, select, ${STATUS}} अवकाश पर हो सकती है`,
  'leaveRule.leaveInPast': 'आज ({today}) से पहले की तारीख़ के अवकाश पर यह कार्रवाई नहीं हो सकती',
  'leaveRule.dateHeldAgain': 'छात्र ने {code} में {date} के लिए फिर से आवेदन किया है, और वह अवकाश मान्य है: उसी पर निर्णय लें',
  'leaveRule.commentRequired':
    '{action, select, reject {अवकाश अस्वीकार करने} revoke {अवकाश की स्वीकृति वापस लेने} other {यह करने}} के लिए टिप्पणी आवश्यक है',
  'leaveKind.documentStillNeeded':
    'इतनी अवधि के {name} अवकाश को स्वीकार करने से पहले एक सहायक दस्तावेज़ चाहिए: दस्तावेज़ माँगें, या कारण बताने वाली टिप्पणी के साथ फिर भी स्वीकार करें',
  'leaveKind.overrideNeedsComment': 'अवकाश के प्रकार को चाहिए दस्तावेज़ के बिना स्वीकार करने के लिए टिप्पणी आवश्यक है',
  'leaveKind.nothingToAskFor': 'इस अनुरोध में {code} का कोई लंबित अवकाश नहीं है जिसके लिए दस्तावेज़ माँगा जाए',
  'lecture.nothingToDecide': 'इस अनुरोध में {code} का कुछ भी अब लंबित नहीं है',
  'lecture.nothingToReopen': 'इस अनुरोध में {code} का कुछ भी अब अस्वीकृत नहीं है',
  'lecture.resubmittedSoDecideThat': 'अनुरोध {requestId} अनुरोध {as} के रूप में फिर से भेजा गया है: उसी पर निर्णय लें',
};
