/**
 * SIGN_IN_ECHOES_PASSWORD, for an old client that checks the seed's echo: the sign-in answer
 * repeats the password sent, on every backend. Off by default (api.contract.test.ts).
 */
import { useBackend } from '@leave/test-kit';

const { as } = useBackend({ env: { SIGN_IN_ECHOES_PASSWORD: 'true' } });

it('answers the seed’s echo, the password included, when the compatibility setting asks for it', async () => {
  const reply = await as.anonymous().post('/userVerify', { user_id: 1001, passwd: 'student123', role: 'student' });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual([{ user_id: 1001, passwd: 'student123', role: 'student', name: 'Aarav Sharma' }]);
});
