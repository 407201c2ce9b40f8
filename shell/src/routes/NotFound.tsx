import { Link } from 'react-router-dom';
import { Card } from '@leave/ui';

export function NotFound() {
  return (
    <Card style={{ maxWidth: 480, margin: '48px auto' }}>
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to="/">Go to sign in</Link>
      </p>
    </Card>
  );
}
