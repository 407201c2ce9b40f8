/** Kinds of leave: listed to everyone signed in, set up by the admin, given to a request by staff. */
import {
  kindChoiceRefusal,
  leaveKindAnswerSchema,
  leaveKindEditSchema,
  leaveKindPageSchema,
  leaveKindPayloadSchema,
  leaveKindsQuerySchema,
  messages,
  messageSchema,
  refusal,
  setRequestKindSchema,
} from '@leave/domain';
import { audit, changedFields } from '../audit';
import { defineEndpoint, ok, okPage, refused } from '../endpoint';
import type { Storage } from '../storage';

export const leaveKinds = defineEndpoint({
  method: 'GET',
  path: '/leaveKinds',
  summary:
    'One page of the kinds of leave, by name: whether each counts toward the limit, when it needs a document, and whether students may choose it',
  tag: 'student',
  access: 'signed in',
  query: leaveKindsQuerySchema,
  responses: { 200: leaveKindPageSchema },
  async handle({ store, query }) {
    return okPage(query, (window) => store.kinds.list(window));
  },
});

export const addLeaveKind = defineEndpoint({
  method: 'POST',
  path: '/addLeaveKind',
  summary: 'Adds a kind of leave (its name unique, any case)',
  tag: 'admin',
  access: 'admin',
  body: leaveKindPayloadSchema,
  responses: { 201: leaveKindAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const added = await store.atomically(async (tx) => {
      const kind = await tx.kinds.insert(body);
      if (kind !== 'duplicate') {
        await audit(tx, { session, clientIp }, 'leave kind added', `leave kind ${kind.kind_id}`, {
          after: { ...body },
        });
      }
      return kind;
    });
    if (added === 'duplicate') return refused(refusal(409, messages.leaveKindExists(body.name), 'name'));
    return ok({ message: messages.leaveKindAdded(added.name).message, kind: added }, 201);
  },
});

export const editLeaveKind = defineEndpoint({
  method: 'POST',
  path: '/editLeaveKind',
  summary:
    'Changes a kind of leave; when whether it counts changes, every leave of that kind follows at once (percentages, can still miss, the roster)',
  tag: 'admin',
  access: 'admin',
  body: leaveKindEditSchema,
  responses: { 200: leaveKindAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const saved = await store.atomically(async (tx) => {
      const before = await tx.kinds.find(body.kind_id);
      if (!before) return 'not-found' as const;
      const after = await tx.kinds.update(body);
      if (typeof after === 'string') return after;
      await audit(
        tx,
        { session, clientIp },
        'leave kind edited',
        `leave kind ${after.kind_id}`,
        changedFields(before, after),
      );
      return after;
    });
    if (saved === 'not-found') return refused(refusal(404, messages.noLeaveKind(body.kind_id), 'kind_id'));
    if (saved === 'duplicate') return refused(refusal(409, messages.leaveKindExists(body.name), 'name'));
    return ok({ message: messages.leaveKindSaved(saved.name).message, kind: saved });
  },
});

/** Whether the signed-in staff member may change this request: the admin, or an instructor of one of its courses. */
async function teachesAny(store: Storage, instructorId: number, codes: string[]) {
  for (const code of new Set(codes)) {
    if ((await store.courses.find(code))?.instructor_id === instructorId) return true;
  }
  return false;
}

export const setRequestKind = defineEndpoint({
  method: 'POST',
  path: '/setRequestKind',
  summary:
    'Gives a request another kind of leave (any kind, staff-only ones included): an instructor of one of its courses or the admin',
  tag: 'instructor',
  access: 'signed in',
  body: setRequestKindSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    if (session.role === 'student') return refused(refusal(403, messages.onlyStaff));
    const request = await store.requests.find(body.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(body.request_id), 'request_id'));
    if (
      session.role === 'course instructor' &&
      !(await teachesAny(
        store,
        session.user_id,
        request.leaves.map((leave) => leave.course_code),
      ))
    ) {
      return refused(refusal(403, messages.notYourCourse));
    }
    const kind = await store.kinds.find(body.kind_id);
    const wrongKind = kindChoiceRefusal(session.role, body.kind_id, kind);
    if (wrongKind || !kind) return refused(wrongKind!);
    await store.atomically(async (tx) => {
      await tx.kinds.setRequestKind(request.request_id, { kind_id: kind.kind_id, counts: kind.counts });
      await audit(tx, { session, clientIp }, 'request kind set', `request ${request.request_id}`, {
        before: { kind_id: request.kind_id },
        after: { kind_id: kind.kind_id, kind: kind.name },
      });
    });
    return ok({ message: messages.requestKindSet(kind.name).message });
  },
});
