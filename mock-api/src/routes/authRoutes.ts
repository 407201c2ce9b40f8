import { Router } from 'express';
import { credentialsSchema, signUpSchema } from '@leave/contract/schemas';
import type { VerifyResponse } from '@leave/contract';
import type { Database } from '../database';
import { fail, parse } from '../http';
import { findUser } from '../queries';

const roleName = (role: string) => (role === 'student' ? 'student' : 'instructor');

export function authRoutes(db: Database): Router {
  const router = Router();

  router.post('/userVerify', (req, res) => {
    const credentials = parse(credentialsSchema, req.body, res);
    if (!credentials) return;
    const user = findUser(db.state, credentials.user_id, credentials.role);
    if (!user || user.passwd !== credentials.passwd) {
      fail(res, 401, 'Invalid user id, password or role');
      return;
    }
    // The spec's contract: a list whose first item echoes what was sent.
    const answer: VerifyResponse = [{ ...credentials, name: user.name }];
    res.json(answer);
  });

  router.post('/addUser', (req, res) => {
    const payload = parse(signUpSchema, req.body, res);
    if (!payload) return;
    if (findUser(db.state, payload.user_id, payload.role)) {
      fail(res, 409, `A ${roleName(payload.role)} with id ${payload.user_id} already exists`, 'user_id');
      return;
    }
    db.state.users.push(
      payload.role === 'student'
        ? {
            user_id: payload.user_id,
            role: payload.role,
            passwd: payload.passwd,
            name: payload.name,
            branch: payload.branch,
            stream: payload.stream,
            joining_year: payload.joining_year,
          }
        : {
            user_id: payload.user_id,
            role: payload.role,
            passwd: payload.passwd,
            name: payload.name,
            dept: payload.branch,
          },
    );
    db.save();
    res.status(201).json({ message: 'User created' });
  });

  return router;
}
