/** हिन्दी: Leave by Week's words in Hindi, part of the admin-app's Hindi catalogue. */
import type { LeaveByWeekWordId } from './leaveByWeek';

export const leaveByWeekHi: Record<LeaveByWeekWordId, string> = {
  'admin.leaveByWeek.title': 'सप्ताह-वार अवकाश',
  'admin.leaveByWeek.about':
    'व्याख्यान पर पड़ने वाला हर अवकाश, {window} में सप्ताह-दर-सप्ताह, स्थिति-वार। स्वीकृत अवकाश पाठ्यक्रम की सीमा में गिना जाता है, या क्षमा किया जाता है जब उसका प्रकार नहीं गिना जाता (जैसे संस्थान का कार्य)।',
  'admin.leaveByWeek.windowOfTerm': '{term} ({from} से {to} तक)',
  'admin.leaveByWeek.windowDates': '{from} से {to} तक',
  'admin.leaveByWeek.chartTitle': 'स्थिति-वार अवकाश, सप्ताह-दर-सप्ताह',
  'admin.leaveByWeek.weekOf': 'सप्ताह',
  'admin.leaveByWeek.lecturesOfLeave': 'अवकाश वाले व्याख्यान',
  'admin.leaveByWeek.noLeave': 'इन सप्ताहों में किसी व्याख्यान पर कोई अवकाश नहीं है।',
  'admin.leaveByWeek.summary': 'अवकाश वाले {total, number} व्याख्यान: {parts}। सबसे अधिक {busiest}।',
  'admin.leaveByWeek.busiest': '{week} के सप्ताह में ({count, number})',
  'admin.leaveByWeek.counted': 'गिने गए',
  'admin.leaveByWeek.excused': 'क्षमा किए गए (नहीं गिने गए)',
  'admin.leaveByWeek.pending': 'लंबित',
  'admin.leaveByWeek.rejected': 'अस्वीकृत',
  'admin.leaveByWeek.withdrawn': 'वापस लिए गए',
  'admin.leaveByWeek.cancelled': 'रद्द',
  'admin.leaveByWeek.countedPart': '{count, number} गिने गए',
  'admin.leaveByWeek.excusedPart': '{count, number} क्षमा किए गए (नहीं गिने गए)',
  'admin.leaveByWeek.pendingPart': '{count, number} लंबित',
  'admin.leaveByWeek.rejectedPart': '{count, number} अस्वीकृत',
  'admin.leaveByWeek.withdrawnPart': '{count, number} वापस लिए गए',
  'admin.leaveByWeek.cancelledPart': '{count, number} रद्द',
};
