import { pageSessionScript, sessionOfPage } from './pageSession';

const API = 'http://localhost:3001';
const ADMIN = { user_id: 1, role: 'admin', name: 'Admin', today: '2026-11-27' };

/** The API's answers by path, and the paths asked (each with the page's cookie). */
function answering(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname} ${new Headers(init?.headers).get('cookie')}`);
    return answers[url.pathname]?.() ?? new Response(null, { status: 404 });
  });
  return { asked, restore: () => fetchMock.mockRestore() };
}

const json = (body: unknown) => () => Response.json(body);

it("names an admin with their two-factor state, so the page can start the home's overview at once", async () => {
  const api = answering({
    '/session': json(ADMIN),
    '/twoFactor': json({ enabled: true, required: true, recovery_codes_left: 8 }),
  });
  try {
    await expect(sessionOfPage(API, 'sid=abc')).resolves.toEqual({
      ...ADMIN,
      twoFactor: { required: true, enabled: true },
    });
    expect(api.asked).toEqual(['/session sid=abc', '/twoFactor sid=abc']);
  } finally {
    api.restore();
  }
});

it('names an admin without a two-factor state when /twoFactor fails or answers something else', async () => {
  for (const twoFactor of [() => new Response(null, { status: 500 }), json({ required: 'yes' })]) {
    const api = answering({ '/session': json(ADMIN), '/twoFactor': twoFactor });
    try {
      await expect(sessionOfPage(API, 'sid=abc')).resolves.toEqual(ADMIN);
    } finally {
      api.restore();
    }
  }
});

it('asks nothing more for a student or an instructor, and names nobody without a session', async () => {
  const student = { user_id: 1001, role: 'student', name: 'Asha' };
  const api = answering({ '/session': json(student) });
  try {
    await expect(sessionOfPage(API, 'sid=abc')).resolves.toEqual(student);
    await expect(sessionOfPage(API, undefined)).resolves.toBeUndefined();
    expect(api.asked).toEqual(['/session sid=abc']);
  } finally {
    api.restore();
  }
  const refused = answering({ '/session': () => new Response(null, { status: 401 }) });
  try {
    await expect(sessionOfPage(API, 'sid=old')).resolves.toBeUndefined();
  } finally {
    refused.restore();
  }
});

it('writes the session as data the page never runs, with no way out of its script element', () => {
  expect(pageSessionScript({ user_id: 1, role: 'admin', name: '</script><script>alert(1)' })).toBe(
    '<script id="page-session" type="application/json">' +
      '{"user_id":1,"role":"admin","name":"\\u003c/script>\\u003cscript>alert(1)"}</script>',
  );
});
