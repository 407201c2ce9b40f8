/**
 * My Requests' words (its list and each request's card), apart from words.ts so that they
 * download with the view, not with the dashboard's first view. Each message's English text under
 * its key; its id is the key after `student.requests.`. The Hindi is in hi.ts with the others.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds, Words } from '@leave/ui/i18n';
import type { LeaveStatus, RequestCourse } from '@leave/contract';
import { LEAVE_STATUSES } from '@leave/contract';

export const requestWords = defineWords('student.requests', {
  // The list.
  status: 'Status',
  allStatuses: 'All statuses',
  pending: 'pending',
  accepted: 'accepted',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  cancelled: 'cancelled',
  notAmong: 'Request {request} is not among your requests any more.',
  notLoaded: 'Your requests could not be loaded. {error}',
  noneMatch: 'No request matches.',
  oneRequest: '{count} request',
  manyRequests: '{count} requests',
  list: 'Leave requests',
  pages: 'Pages of my requests',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  withdrawing: 'Withdrawing {what}',
  notWithdrawn: '{what}: not withdrawn (undone).',

  // A request's card.
  lecture: '{count} lecture',
  lectures: '{count} lectures',
  statusCount: '{count} {status}',
  noLongerCounts: '({count} no longer counts)',
  noLongerCount: '({count} no longer count)',
  request: 'Request {request}.',
  resubmittedFrom: 'Resubmitted from request {request}.',
  resubmittedAs: 'Resubmitted as request {request}.',
  rejectedIn: 'Rejected in {course}: {reasons}',
  notCountedShort: 'does not count toward the limit',
  noLongerCountedIn: 'No longer counted in {title}',
  withdraw: 'Withdraw',
  withdrawRequest: 'Withdraw request {title}',
  withdrawCourse: 'Withdraw {course}',
  withdrawCourseFrom: 'Withdraw {course} from {title}',
  attachFile: 'Attach file',
  attachFileTo: 'Attach file to {title}',
  resubmit: 'Resubmit',
  resubmitTitle: 'Resubmit {title}',
  undoWithdrawing: 'Undo withdrawing {title}',
  lecturesAndHistory: 'Lectures and history',
  dates: 'Dates',
  applied: 'Applied',
  kind: 'Kind',

  // A card's documents.
  documentsOf: 'Documents of {title}',
  documentAsked: 'Your instructor asks for a supporting document for this request: attach it here.',
  documentNeeded: 'This request needs a supporting document (such as a certificate).',
  documentsAttachedTo: 'Documents attached to {title}',
  attachDocumentsTo: 'Attach documents to {title}',

  // Its lectures, once opened.
  loading: 'Loading...',
  lecturesOf: 'Lectures of {course}',
  leaveOn: 'Leave {course} on {date}',
  leaveDate: 'Leave Date',
  course: 'Course',
  noLongerEnrolled: ' (no longer enrolled)',
  notCounted: 'Not counted',
  history: 'History',

  // The Resubmit form.
  newReason: 'New reason',
  newReasonRequired: 'New reason is required',
  documentsIfAny:
    'Supporting documents, if you have one (PDF, JPEG or PNG, up to {megabytes} MB each, at most {files})',
  resubmitRequest: 'Resubmit request',
  keepIt: 'Keep it as it is',
  resubmittedAsNew: '{title}: resubmitted as request {request}. {message}.',
  notAttached: ' The document was not attached: {error}. Attach it on request {request}.',
  attached: ' {message}.',
});

export type RequestWordId = WordIds<typeof requestWords>;

/** A leave status's name in the language in use ("pending"). */
export const statusWord = (intl: Words, status: LeaveStatus) => intl.formatMessage(requestWords[status]);

/**
 * A request's counts, course by course, as the domain's `requestCounts` says them in English
 * ("CS101 2 lectures accepted, CS201 1 pending (1 no longer counts)"), in the language in use.
 */
export function requestCountsIn(intl: Words, courses: RequestCourse[]): string {
  const say = intl.formatMessage;
  return courses
    .map((course, courseIndex) => {
      const parts = LEAVE_STATUSES.flatMap((status) => {
        const n = course.statuses[status] ?? 0;
        return n > 0 ? [{ n, status }] : [];
      }).map(({ n, status }, index) =>
        say(requestWords.statusCount, {
          count:
            index === 0 && courseIndex === 0
              ? say(n === 1 ? requestWords.lecture : requestWords.lectures, { count: n })
              : n,
          status: statusWord(intl, status),
        }),
      );
      const notCounted = course.not_counted.length;
      const note = notCounted
        ? ` ${say(notCounted === 1 ? requestWords.noLongerCounts : requestWords.noLongerCount, { count: notCounted })}`
        : '';
      return `${course.course_code} ${parts.join(', ')}${note}`;
    })
    .join(', ');
}
