/** हिन्दी: Attendance Rules' and Correct a Roll's words in Hindi, part of the admin-app's Hindi catalogue. */
import type { AttendanceServerCode, AttendanceWordId } from './attendance';

export const attendanceHi: Record<AttendanceWordId | AttendanceServerCode, string> = {
  'admin.attendance.rulesTitle': 'उपस्थिति के नियम',
  'admin.attendance.rulesNotLoaded': 'नियम लोड नहीं हो सके। {error}',
  'admin.attendance.correctionWindow': 'सुधार की अवधि (दिन)',
  'admin.attendance.correctionWindowHint':
    'किसी व्याख्यान के कितने दिन बाद तक उसका प्रशिक्षक उसकी हाज़िरी ले या सुधार सकता है ({min, number}: केवल उसी दिन, अधिकतम {max, number})। उसके बाद केवल व्यवस्थापक, कारण देकर, हाज़िरी सुधारता है।',
  'admin.attendance.lates': 'देर से आना',
  'admin.attendance.latesNotCounted': 'देर से आना नहीं गिना जाता',
  'admin.attendance.everyLates': 'हर {count, number} बार देर से आना एक छूटा हुआ व्याख्यान गिना जाता है',
  'admin.attendance.absenceWithoutLeave': 'बिना अवकाश के अनुपस्थिति',
  'admin.attendance.absenceCounts': 'पाठ्यक्रम की अवकाश सीमा में गिनी जाती है',
  'admin.attendance.absenceNotCounted': 'सीमा में नहीं गिनी जाती (केवल उपस्थिति में दिखती है)',
  'admin.attendance.saveRules': 'उपस्थिति के नियम सहेजें',
  'admin.attendance.correctRoll': 'हाज़िरी सुधारें',
  'admin.attendance.correctRollIntro':
    'किसी भी व्याख्यान की हाज़िरी खोलकर उसे लें या सुधारें। विद्यालय की सुधार अवधि के बाद सुधार के लिए एक कारण चाहिए, जो परिवर्तनों के अभिलेख में रखा जाता है।',
  'roll.rulesSaved': 'उपस्थिति के नियम सहेजे गए',
};
