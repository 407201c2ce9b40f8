import { Button, Loading, Notice, ViewHeading } from '@leave/ui';
import { errorMessage } from '../apiStore';

interface RollUnavailableProps {
  courseCode: string;
  error: unknown;
  onBack: () => void;
}

/** A lecture's roll that is still coming (Loading), or could not be read: why, and the way back. */
export function RollUnavailable({ courseCode, error, onBack }: RollUnavailableProps) {
  if (!error) return <Loading />;
  return (
    <section aria-labelledby="class-list-title">
      <ViewHeading id="class-list-title" pageTitle={`Roll of ${courseCode}`}>{`Roll of ${courseCode}`}</ViewHeading>
      <Notice tone="error">The roll could not be loaded. {errorMessage(error)}</Notice>
      <Button type="button" $variant="secondary" onClick={onBack} style={{ minHeight: 44 }}>
        Back to lectures
      </Button>
    </section>
  );
}
