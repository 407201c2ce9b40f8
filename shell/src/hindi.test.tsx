/**
 * The shell in Hindi: the design system's own words (the skip link, Loading, Dismiss) from the
 * shell's catalogue, the notices about the remotes' versions, and the page of a remote that could
 * not be loaded.
 */
import { render, screen, within } from '@testing-library/react';
import { chooseLanguage, Loading, Notice, useDocumentTitle } from '@leave/ui';
import { Translated } from '@leave/ui/i18n';
import { resetLanguageAfterEach } from '@leave/web-kit/testing';
import ReleaseNoticesView from './remotes/ReleaseNoticesView';
import { RemoteRefused } from './remotes/remoteRefused';
import { fakeLoader } from './test/fakeRemotes';
import { renderShell } from './test/renderShell';
import { AppRoutes } from './routes/AppRoutes';
import { loadWords } from './words/loadWords';

resetLanguageAfterEach();

it('says the skip link in Hindi on every page', async () => {
  chooseLanguage('hi');
  await renderShell(
    <Translated load={loadWords}>
      <AppRoutes />
    </Translated>,
    { loadRemote: fakeLoader() },
  );
  expect(await screen.findByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
});

function RemoteView() {
  useDocumentTitle('दृश्य');
  return (
    <>
      <Loading />
      <Notice tone="info" onDismiss={() => undefined}>
        …
      </Notice>
    </>
  );
}

it("gives a remote's views the design system's words in Hindi when the remote's catalogue has none", async () => {
  chooseLanguage('hi');
  // A remote's own catalogue, with none of the design system's words (the admin's, say).
  const remoteWords = () => Promise.resolve({ default: {} });
  render(
    <Translated load={loadWords}>
      <Translated load={remoteWords}>
        <RemoteView />
      </Translated>
    </Translated>,
  );
  expect(await screen.findByText('लोड हो रहा है...')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'संदेश हटाएँ' })).toBeInTheDocument();
  expect(document.title).toBe('दृश्य - अवकाश प्रबंधन');
});

it('says them in English, as before, when English is the language', async () => {
  render(
    <Translated load={loadWords}>
      <RemoteView />
    </Translated>,
  );
  expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Dismiss message' })).toBeInTheDocument();
  expect(document.title).toBe('दृश्य - Leave Management');
});

it("says the notices about the remotes' versions in Hindi", async () => {
  chooseLanguage('hi');
  render(
    <Translated load={loadWords}>
      <ReleaseNoticesView
        notes={{
          preview: {
            preview: { remote: 'student', version: '1.4.0', entry: 'http://localhost:3012/mf-manifest.json' },
          },
          newer: ['instructor'],
          loaded: ['student', 'instructor', 'admin'],
          fellBack: ['auth'],
        }}
        refused={['admin']}
        failed={['auth']}
      />
    </Translated>,
  );
  const notices = await screen.findAllByRole('status');
  expect(notices.map((notice) => notice.textContent)).toEqual([
    'केवल इस ब्राउज़र में पूर्वावलोकन: विद्यार्थी ऐप संस्करण 1.4.0 है, चालू संस्करण नहीं। पूर्वावलोकन समाप्त करें',
    'व्यवस्थापक ऐप का नवीनतम संस्करण अभी यहाँ नहीं चल सकता, इसलिए उससे पहले वाला दिखाया गया है।',
    'साइन-इन ऐप का नवीनतम संस्करण लोड नहीं हुआ, इसलिए उससे पहले वाला दिखाया गया है।',
    'शिक्षक ऐप का नया संस्करण उपलब्ध है: फिर से लोड करें',
  ]);
  expect(screen.getByRole('button', { name: 'पूर्वावलोकन समाप्त करें' })).toBeInTheDocument();
});

describe('the page of a remote that could not be loaded', () => {
  const student = { user_id: 1001, role: 'student' as const, name: 'Aarav' };
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  /** The remote fails to load on a page in Hindi; its page, once it says why. */
  async function failedInHindi(
    error: Error,
    why: string,
    route = '/student',
    session: typeof student | null = student,
  ) {
    chooseLanguage('hi');
    const loader = fakeLoader();
    loader.mockRejectedValueOnce(error);
    await renderShell(
      <Translated load={loadWords}>
        <AppRoutes />
      </Translated>,
      { route, session, loadRemote: loader },
    );
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(why)).toBeInTheDocument();
    // No English word left: the heading, why, Retry and Logout.
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    return alert;
  }

  it("says it in Hindi: the heading, the remote's server not answering, Retry, Logout and the title", async () => {
    // The shell's own server answers: the connection works.
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    const alert = await failedInHindi(
      new Error('Failed to get manifest'),
      'आपका कनेक्शन काम कर रहा है, पर विद्यार्थी डैशबोर्ड के सर्वर ने उत्तर नहीं दिया: थोड़ी देर में फिर प्रयास करें। ऐप का बाकी हिस्सा काम करता रहेगा।',
    );
    expect(
      within(alert).getByRole('heading', { name: 'क्षमा करें, विद्यार्थी डैशबोर्ड लोड नहीं हो सका।' }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'पुनः प्रयास करें' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(document.title).toBe('लोड नहीं हो सका - अवकाश प्रबंधन');
  });

  it('says in Hindi that the connection seems down, for the sign-in page', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const alert = await failedInHindi(
      new Error('Failed to get manifest'),
      'लगता है आपका कनेक्शन बंद है: उसे जाँचें और फिर प्रयास करें।',
      '/',
      null,
    );
    expect(within(alert).getByRole('heading', { name: 'क्षमा करें, साइन इन पृष्ठ लोड नहीं हो सका।' })).toBeInTheDocument();
  });

  it('says in Hindi what to do before it knows what failed', async () => {
    // The shell's own server has not answered yet.
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    await failedInHindi(
      new Error('Failed to get manifest'),
      'अपना कनेक्शन जाँचें और फिर प्रयास करें। ऐप का बाकी हिस्सा काम करता रहेगा।',
    );
  });

  it('says in Hindi that a refused version cannot run here', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }));
    await failedInHindi(
      new RemoteRefused('student', '1.0.0-new.2', 'it needs react ^99.0.0, this shell has 19.3.1'),
      'विद्यार्थी ऐप का यह संस्करण अभी यहाँ नहीं चल सकता। ऐप का बाकी हिस्सा काम करता रहेगा।',
    );
  });

  it('says in Hindi that a version removed from the server is gone', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }));
    const removed = Object.assign(new Error('Loading chunk 512 failed.'), {
      name: 'ChunkLoadError',
      request: 'http://remotes.test/student/removed/512.js',
    });
    await failedInHindi(removed, 'इसका यह संस्करण अब सर्वर पर नहीं है: वर्तमान संस्करण पाने के लिए पृष्ठ फिर से लोड करें।');
  });
});
