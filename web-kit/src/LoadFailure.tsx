import { Button, Notice } from '@leave/ui';
import { errorMessage } from './apiStore';

/** The data a view needs could not be loaded: why, and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Notice tone="error">
      Your data could not be loaded. {errorMessage(error)}{' '}
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
