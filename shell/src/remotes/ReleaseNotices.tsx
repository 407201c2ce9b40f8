import { REMOTE_APP_NAMES } from '@leave/contract';
import { Button, Notice } from '@leave/ui';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { useNewerVersions } from './newerVersions';
import { useFallbackNotes } from './releaseNotes';
import { endPreview, pagePreview } from './remotePreview';

const reload = () => window.location.reload();

/**
 * What the page says about the remotes' versions: a newer one is live (Reload), the live one
 * was refused and an earlier one is shown, this browser previews a build, or its preview was refused.
 */
export function ReleaseNotices() {
  const config = useRuntimeConfig();
  const newer = useNewerVersions(config);
  const fallbacks = useFallbackNotes();
  const preview = pagePreview(config);
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
              reload();
            }}
          >
            End preview
          </Button>
        </Notice>
      )}
      {preview && 'refused' in preview && <Notice tone="error">Preview refused. {preview.refused}</Notice>}
      {fallbacks.map((note) => (
        <Notice key={note.remote} tone="info">
          {note.refused} Showing version {note.version} instead.
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
