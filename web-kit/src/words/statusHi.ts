/** हिन्दी: a leave's status and its life's words in Hindi, part of the catalogue of each view that shows them. */
import type { StatusWordId } from './status';

export const statusHi: Record<StatusWordId, string> = {
  'status.pending': 'लंबित',
  'status.accepted': 'स्वीकृत',
  'status.rejected': 'अस्वीकृत',
  'status.withdrawn': 'वापस लिया गया',
  'status.cancelled': 'रद्द',
  'status.Applied': 'आवेदन किया',
  'status.Approved': 'स्वीकार किया',
  'status.Rejected': 'अस्वीकार किया',
  'status.Withdrawn': 'वापस लिया',
  'status.Cancelled': 'रद्द किया',
  'status.Revoked': 'स्वीकृति वापस ली',
  'status.Reopened': 'फिर से खोला',
  'status.eventBy': '{name} ({role}) ने {event},',
  'status.student': 'छात्र',
  'status.instructor': 'प्रशिक्षक',
  'status.admin': 'व्यवस्थापक',
};
