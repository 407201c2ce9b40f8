/**
 * The words of a leave's status and of its life (StatusChip, LeaveHistory): each message's English
 * text under its key, its id the key after `status.`. The English is the status as the contract
 * names it and each event's name as the domain says it (`eventName`). A view that shows them
 * includes their translation (`statusHi`) in its catalogue.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds, Words } from '@leave/ui/i18n';
import type { LeaveStatus, Role } from '@leave/contract';
import { eventName } from '@leave/domain';

export const statusWords = defineWords('status', {
  pending: 'pending',
  accepted: 'accepted',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  cancelled: 'cancelled',
  // A leave's life, one event a line: "Approved by Asha Rao (instructor), 02/12/2026, 10:00".
  Applied: 'Applied',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
  Cancelled: 'Cancelled',
  Revoked: 'Revoked',
  Reopened: 'Reopened',
  eventBy: '{event} by {name} ({role}),',
  student: 'student',
  instructor: 'instructor',
  admin: 'admin',
});

export type StatusWordId = WordIds<typeof statusWords>;

const ROLE_WORD = { student: 'student', 'course instructor': 'instructor', admin: 'admin' } as const;

/** A status's word in the language in use. */
export const statusIn = (words: Words, status: LeaveStatus) => words.formatMessage(statusWords[status]);

/** An event of a leave's life in the language in use; one the domain has no name for stays as it says it. */
export const eventIn = (words: Words, from: LeaveStatus | null, to: LeaveStatus, name: string, role: Role) => {
  const event = eventName(from, to);
  const word = (statusWords as Record<string, { id: string; defaultMessage: string } | undefined>)[event];
  return words.formatMessage(statusWords.eventBy, {
    event: word && word.defaultMessage === event ? words.formatMessage(word) : event,
    name,
    role: words.formatMessage(statusWords[ROLE_WORD[role]]),
  });
};
