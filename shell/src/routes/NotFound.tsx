import { Link } from '@leave/ui/routing';
import { Card, PageMain, ViewHeading } from '@leave/ui';

export function NotFound() {
  return (
    <PageMain>
      <Card style={{ maxWidth: 480, margin: '48px auto' }}>
        <ViewHeading level={1}>Page not found</ViewHeading>
        <p>
          There is nothing at this address. <Link to="/">Go to sign in</Link>
        </p>
      </Card>
    </PageMain>
  );
}
