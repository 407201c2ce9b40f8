import type { RemoteName } from '@leave/contract';
import { Button, Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { releaseWords as words } from '../words/releases';
import type { ReleaseNotes } from './releaseNotes';
import { PREVIEW_PARAM } from './previewKeys';
import { endPreview } from './remotePreview';

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
  const say = useIntl().formatMessage;
  const app = (remote: RemoteName) => say(words[remote]);
  return (
    <>
      {preview && 'preview' in preview && (
        <Notice tone="info">
          {preview.preview.version
            ? say(words.previewVersion, { app: app(preview.preview.remote), version: preview.preview.version })
            : say(words.previewEntry, { app: app(preview.preview.remote), entry: preview.preview.entry })}{' '}
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
            {say(words.endPreview)}
          </Button>
        </Notice>
      )}
      {preview && 'refused' in preview && (
        <Notice tone="error">{say(words.previewRefused, { why: preview.refused })}</Notice>
      )}
      {refused.map((remote) => (
        // Which versions and why are for the team: the shell's /health says so ('degraded').
        <Notice key={remote} tone="info">
          {say(words.fallback, { app: app(remote) })}
        </Notice>
      ))}
      {failed.map((remote) => (
        // The failure went to the team (failureReports.ts): nothing here for the person to do.
        <Notice key={remote} tone="info">
          {say(words.loadFallback, { app: app(remote) })}
        </Notice>
      ))}
      {newer.map((remote) => (
        <Notice key={remote} tone="info">
          {say(words.newer, { app: app(remote) })}{' '}
          <Button type="button" $variant="secondary" onClick={reload}>
            {say(words.reload)}
          </Button>
        </Notice>
      ))}
    </>
  );
}
