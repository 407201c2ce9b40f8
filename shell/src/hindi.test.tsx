/**
 * The shell in Hindi: the design system's own words (the skip link, Loading, Dismiss) from the
 * shell's catalogue, and the notices about the remotes' versions.
 */
import { render, screen } from '@testing-library/react';
import { chooseLanguage, Loading, Notice, useDocumentTitle } from '@leave/ui';
import { Translated } from '@leave/ui/i18n';
import { resetLanguageAfterEach } from '@leave/web-kit/testing';
import ReleaseNoticesView from './remotes/ReleaseNoticesView';
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
