import { REMOTE_APP_NAMES } from '@leave/contract';
import type { RemoteName } from '@leave/contract';
import { Button, Notice } from '@leave/ui';
import type { ReleaseNotes } from './releaseNotes';
import { PREVIEW_PARAM } from './previewKeys';
import { endPreview } from './remotePreview';
import { fallbackSentence, loadFallbackSentence } from './remoteRefused';

const reload = () => window.location.reload();

/** The notices themselves (ReleaseNotices.tsx downloads them when there is one to show). */
export default function ReleaseNoticesView({
  notes: { preview, newer },
  refused,
  failed,
}: {
  notes: ReleaseNotes;
  /** Remotes whose live version the server refused, shown in an earlier one. */
  refused: RemoteName[];
  /** Remotes whose version did not load in this tab, shown in the last one known to work. */
  failed: RemoteName[];
}) {
  return (
    <>
      {preview && 'preview' in preview && (
        <Notice tone="info">
          Preview in this browser only: the {REMOTE_APP_NAMES[preview.preview.remote]} is{' '}
          {preview.preview.version ? `version ${preview.preview.version}` : `loaded from ${preview.preview.entry}`}, not
          the live one.{' '}
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              endPreview();
              const url = new URL(window.location.href);
              url.searchParams.delete(PREVIEW_PARAM);
              window.location.replace(url);
            }}
          >
            End preview
          </Button>
        </Notice>
      )}
      {preview && 'refused' in preview && <Notice tone="error">Preview refused. {preview.refused}</Notice>}
      {refused.map((remote) => (
        // Which versions and why are for the team: the shell's /health says so ('degraded').
        <Notice key={remote} tone="info">
          {fallbackSentence(remote)}
        </Notice>
      ))}
      {failed.map((remote) => (
        // The failure went to the team (failureReports.ts): nothing here for the person to do.
        <Notice key={remote} tone="info">
          {loadFallbackSentence(remote)}
        </Notice>
      ))}
      {newer.map((remote) => (
        <Notice key={remote} tone="info">
          A new version of the {REMOTE_APP_NAMES[remote]} is available:{' '}
          <Button type="button" $variant="secondary" onClick={reload}>
            Reload
          </Button>
        </Notice>
      ))}
    </>
  );
}
