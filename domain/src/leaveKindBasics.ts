/**
 * The kinds of leave every app knows without asking (Personal, the demo's others) and their
 * limits: apart from the kinds' schemas (leaveKinds.ts), so that a page using them does not
 * download the schema library with them.
 */
import type { LeaveKind, LeaveKindPayload } from '@leave/contract';

/** Personal leave: the kind of every leave applied for without one (the seed's plain flow). */
export const PERSONAL_KIND_ID = 1;
export const PERSONAL_KIND: LeaveKind = {
  kind_id: PERSONAL_KIND_ID,
  name: 'Personal',
  counts: true,
  document_after: null,
  document_unit: 'days',
  students_choose: true,
};

/** The demo's other kinds, added with the demo data after Personal. */
export const DEMO_LEAVE_KINDS: LeaveKindPayload[] = [
  { name: 'Sick', counts: true, document_after: 3, document_unit: 'days', students_choose: true },
  { name: 'Institute duty', counts: false, document_after: 0, document_unit: 'days', students_choose: true },
  { name: 'Bereavement', counts: true, document_after: null, document_unit: 'days', students_choose: true },
];

export const LEAVE_KIND_NAME_MAX = 60;
/** A document threshold beyond a year of days means no threshold at all: leave it out instead. */
export const DOCUMENT_AFTER_MAX = 366;
