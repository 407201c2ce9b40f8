import { decodeFlow, encodeFlow, returnPath } from './signInFlow';

it('keeps a path of the app to return to, and nothing else', () => {
  expect(returnPath('/student')).toBe('/student');
  expect(returnPath('/student?view=requests')).toBe('/student?view=requests');
  for (const elsewhere of ['https://evil.example', '//evil.example', '/\\evil.example', 'student', '/a b', 42]) {
    expect(returnPath(elsewhere)).toBeUndefined();
  }
});

it('reads back the flow it wrote, and nothing from a cookie it did not', () => {
  const flow = { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/instructor' };
  expect(decodeFlow(encodeFlow(flow))).toEqual(flow);
  expect(decodeFlow(encodeFlow({ ...flow, returnTo: '//evil.example' }))?.returnTo).toBeUndefined();
  expect(decodeFlow(undefined)).toBeUndefined();
  expect(decodeFlow('not base64 json')).toBeUndefined();
  expect(decodeFlow(Buffer.from(JSON.stringify({ state: 's' })).toString('base64url'))).toBeUndefined();
});
