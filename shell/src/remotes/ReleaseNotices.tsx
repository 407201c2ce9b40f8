import { lazy, Suspense, useEffect } from 'react';
import { VIEW_NOT_DOWNLOADED_EVENT } from '@leave/contract';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { newerLive, useReleaseNotes } from './releaseNotes';

/** How often an open tab asks which versions are live, besides when it is shown again. */
export const CHECK_EVERY_MS = 5 * 60_000;

// Downloaded only when there is something to say: most pages never need it.
const ReleaseNoticesView = lazy(() => import('./ReleaseNoticesView'));

/**
 * What the page says about the remotes' versions: a newer one is live (Reload), the live one was
 * refused or did not load and an earlier one is shown, this browser previews a build, or its
 * preview was refused.
 * The tab keeps working on its own version (its files stay on the server); it asks which versions
 * are live when it is shown again, every few minutes and when a view's code did not download,
 * never before the first paint.
 */
export function ReleaseNotices() {
  const config = useRuntimeConfig();
  const notes = useReleaseNotes();
  useEffect(() => {
    let stopped = false;
    const check = () =>
      document.visibilityState === 'visible' &&
      import('./newerVersions')
        .then(({ newerRemotes }) => newerRemotes(config))
        .then(
          (newer) => stopped || newerLive(newer),
          () => undefined,
        );
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener(VIEW_NOT_DOWNLOADED_EVENT, check);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener(VIEW_NOT_DOWNLOADED_EVENT, check);
    };
  }, [config]);
  // A loaded remote whose live version the server refused, shown in an earlier version.
  const refused = notes.loaded.filter((remote) => config.releases?.[remote]?.refused);
  // One whose version did not load in this tab, shown in the last version known to work.
  const failed = notes.fellBack.filter((remote) => !refused.includes(remote));
  if (!notes.preview && !notes.newer.length && !refused.length && !failed.length) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseNoticesView notes={notes} refused={refused} failed={failed} />
    </Suspense>
  );
}
