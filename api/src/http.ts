import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Role, Session } from '@leave/contract';
import { parseRequest } from '@leave/contract/schemas';

/** Sends the contract's error body. */
export function fail(reply: FastifyReply, status: number, message: string, field?: string) {
  return reply.code(status).send(field ? { message, field } : { message });
}

/** Parses a body or query with a contract schema; on failure answers 400 and returns undefined. */
export function parse<T>(schema: z.ZodType<T>, input: unknown, reply: FastifyReply): T | undefined {
  const result = parseRequest(schema, input);
  if (result.ok) return result.value;
  void reply.code(400).send(result.error);
  return undefined;
}

const ROLE_NAMES: Record<Role, string> = {
  student: 'students',
  'course instructor': 'instructors',
  admin: 'the admin',
};

/** The session if it has `role`; otherwise answers 401 (not signed in) or 403 and returns undefined. */
export function requireRole(request: FastifyRequest, reply: FastifyReply, role: Role): Session | undefined {
  const session = request.session;
  if (!session) {
    void fail(reply, 401, 'Please sign in to continue');
    return undefined;
  }
  if (session.role !== role) {
    void fail(reply, 403, `Only ${ROLE_NAMES[role]} can do this`);
    return undefined;
  }
  return session;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}
