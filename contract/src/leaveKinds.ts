import type { PageInfo, PageRequest } from './types';

/** How a kind's document threshold is counted: lectures the request covers, or calendar days it spans. */
export const DOCUMENT_UNITS = ['days', 'lectures'] as const;
export type DocumentUnit = (typeof DOCUMENT_UNITS)[number];

/** A kind of leave, as the admin sets it up (Sick, Personal, Institute duty...). */
export interface LeaveKind {
  kind_id: number;
  name: string;
  /** Whether its accepted leave counts toward the course's leave limit (Institute duty does not). */
  counts: boolean;
  /**
   * A document is needed when a request covers more than this many days or lectures (0: always);
   * null: never.
   */
  document_after: number | null;
  document_unit: DocumentUnit;
  /** Whether a student may choose it; otherwise only an instructor or the admin sets it. */
  students_choose: boolean;
}

/** POST /addLeaveKind. */
export type LeaveKindPayload = Omit<LeaveKind, 'kind_id'>;

/** POST /editLeaveKind. */
export type LeaveKindEdit = LeaveKind;

/** GET /leaveKinds: by name. */
export type LeaveKindsQuery = PageRequest;

export interface LeaveKindPage extends PageInfo {
  items: LeaveKind[];
}

/** A request's kind as the request shows it. */
export interface RequestKind {
  kind_id: number;
  name: string;
  counts: boolean;
}

/** What an add or edit of a kind answers. */
export interface LeaveKindAnswer {
  message: string;
  kind: LeaveKind;
}

/** POST /setRequestKind: an instructor of its courses or the admin changes a request's kind. */
export interface SetRequestKind {
  request_id: number;
  kind_id: number;
}
