import { Button, Loading, Notice, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage } from '../apiStore';
import { classListWords as words } from '../words/classList';

interface RollUnavailableProps {
  courseCode: string;
  error: unknown;
  onBack: () => void;
}

/** A lecture's roll that is still coming (Loading), or could not be read: why, and the way back. */
export function RollUnavailable({ courseCode, error, onBack }: RollUnavailableProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  if (!error) return <Loading />;
  const title = say(words.rollOf, { course: courseCode });
  return (
    <section aria-labelledby="class-list-title">
      <ViewHeading id="class-list-title" pageTitle={title}>
        {title}
      </ViewHeading>
      <Notice tone="error">{say(words.notLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>
      <Button type="button" $variant="secondary" onClick={onBack} style={{ minHeight: 44 }}>
        {say(words.back)}
      </Button>
    </section>
  );
}
