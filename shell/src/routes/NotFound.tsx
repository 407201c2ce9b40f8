import { Link } from '@leave/ui/routing';
import { Card, PageMain, ViewHeading } from '@leave/ui';
import { FormattedMessage, useIntl } from '@leave/ui/i18n';
import { words } from '../words/words';

export function NotFound() {
  const intl = useIntl();
  return (
    <PageMain>
      <Card style={{ maxWidth: 480, margin: '48px auto' }}>
        <ViewHeading level={1}>{intl.formatMessage(words.notFoundTitle)}</ViewHeading>
        <p>
          <FormattedMessage {...words.notFoundText} />{' '}
          <Link to="/">
            <FormattedMessage {...words.toSignIn} />
          </Link>
        </p>
      </Card>
    </PageMain>
  );
}
