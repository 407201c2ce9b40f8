import { Button, Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage } from './apiStore';
import { frameWords as words } from './words/frame';

/** The data a view needs could not be loaded: why, and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Notice tone="error">
      {say(words.notLoaded, { error: errorMessage(error, undefined, intl) })}{' '}
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {say(words.tryAgain)}
      </Button>
    </Notice>
  );
}
