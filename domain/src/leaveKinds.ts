/** Kinds of leave: what the admin sets up, which a student may choose, and when a document is needed. */
import { z } from 'zod';
import { DOCUMENT_UNITS } from '@leave/contract';
import type {
  LeaveKind,
  LeaveKindEdit,
  LeaveKindPage,
  LeaveKindPayload,
  LeaveKindAnswer,
  Role,
  SetRequestKind,
} from '@leave/contract';
import { lineOfText, oneOf, recordId, wholeNumber } from './fields';
import { fieldRules, messages } from './messages';
import { pageInfoSchema, pageQueryFields } from './paging';
import { refusal } from './refusal';
import type { Refusal } from './refusal';
import { DOCUMENT_AFTER_MAX, LEAVE_KIND_NAME_MAX } from './leaveKindBasics';

/** What a request covers, for its kind's document rule. */
export interface RequestCover {
  /** Calendar days from its first to its last date, both included. */
  days: number;
  /** How many leaves (one per lecture and course) it holds. */
  lectures: number;
}

/** Whether a request of this kind and size needs a supporting document. */
export function documentNeeded(
  kind: Pick<LeaveKind, 'document_after' | 'document_unit'>,
  cover: RequestCover,
): boolean {
  if (kind.document_after === null) return false;
  return cover[kind.document_unit] > kind.document_after;
}

/** Whether someone of this role may give a request this kind: students only the kinds open to them. */
export function kindChoiceRefusal(role: Role, kindId: number, kind: LeaveKind | undefined): Refusal | null {
  if (!kind) return refusal(400, messages.noLeaveKind(kindId), 'kind_id');
  if (role === 'student' && !kind.students_choose)
    return refusal(400, messages.kindNotForStudents(kind.name), 'kind_id');
  return null;
}

const flagValue = (name: string) => z.boolean({ error: fieldRules.notTrueOrFalse(name) });

const leaveKindFields = {
  name: lineOfText('name', LEAVE_KIND_NAME_MAX),
  counts: flagValue('counts'),
  document_after: wholeNumber('document_after', 0, DOCUMENT_AFTER_MAX).nullable(),
  document_unit: oneOf('document_unit', DOCUMENT_UNITS),
  students_choose: flagValue('students_choose'),
};

export const leaveKindPayloadSchema = z.object(leaveKindFields) satisfies z.ZodType<LeaveKindPayload>;
export const leaveKindEditSchema = z.object({
  kind_id: recordId('kind_id'),
  ...leaveKindFields,
}) satisfies z.ZodType<LeaveKindEdit>;
export const leaveKindsQuerySchema = z.object(pageQueryFields);
export const setRequestKindSchema = z.object({
  request_id: recordId('request_id'),
  kind_id: recordId('kind_id'),
}) satisfies z.ZodType<SetRequestKind>;

export const leaveKindSchema = z.object({
  kind_id: z.number().int(),
  name: z.string(),
  counts: z.boolean().describe("whether its accepted leave counts toward the course's leave limit"),
  document_after: z
    .number()
    .int()
    .nullable()
    .describe('a document is needed beyond this many days or lectures (0: always); null: never'),
  document_unit: z.enum(DOCUMENT_UNITS),
  students_choose: z.boolean().describe('whether a student may choose it (otherwise staff set it)'),
}) satisfies z.ZodType<LeaveKind>;

export const requestKindSchema = leaveKindSchema.pick({ kind_id: true, name: true, counts: true });

export const leaveKindPageSchema = z
  .object({ items: z.array(leaveKindSchema), ...pageInfoSchema })
  .describe('One page of the kinds of leave, by name') satisfies z.ZodType<LeaveKindPage>;

export const leaveKindAnswerSchema = z
  .object({ message: z.string(), kind: leaveKindSchema })
  .describe('Done, and the kind as saved') satisfies z.ZodType<LeaveKindAnswer>;
