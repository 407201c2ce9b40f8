import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageMain, SkipLink } from './landmarks';

it('the skip link is the first stop and takes the focus to the main content', async () => {
  render(
    <>
      <SkipLink />
      <nav>
        <button type="button">Menu item</button>
      </nav>
      <PageMain>
        <h1>The view</h1>
      </PageMain>
    </>,
  );
  await userEvent.tab();
  const link = screen.getByRole('link', { name: 'Skip to main content' });
  expect(link).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});
