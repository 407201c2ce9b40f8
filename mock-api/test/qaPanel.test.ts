/**
 * The QA panel is served by the mock at /__qa/ (issue 36): its page, script and styles, under
 * a policy that lets the page run its own script and nothing else. It is used in a browser by
 * e2e/tests/qaPanel.spec.ts.
 */
import { useBackend } from '@leave/test-kit';

const mock = useBackend({ kind: 'mock', env: { MOCK_QA: 'true' } });

it.each([
  ['/__qa/', /^text\/html/, /<h1>QA panel<\/h1>/],
  ['/__qa', /^text\/html/, /<script src="\/__qa\/panel\.js" defer><\/script>/],
  ['/__qa/panel.js', /^(text|application)\/javascript/, /fetch\(`\$\{QA\}\$\{path\}`/],
  ['/__qa/panel.css', /^text\/css/, /@media|main \{/],
])('serves %s', async (path, type, content) => {
  const reply = await fetch(`${mock.url()}${path}`);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(type);
  expect(await reply.text()).toMatch(content);
  expect(reply.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
});
