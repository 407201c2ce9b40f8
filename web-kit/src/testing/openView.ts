import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks a view from the dashboard's menu, as a person would, and waits for it to arrive: a view
 * the dashboard does not open on downloads when first shown (`lazyView`), and its heading takes
 * the focus once it is there.
 */
export async function openView(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  // Longer than the tests' 5 s: jest transforms a view's module on its first download, which took
  // more than 5 s on a clean clone's run with two cores busy (within jest's 20 s for a test).
  await waitFor(() => expect(document.activeElement?.matches('h1, h2')).toBe(true), { timeout: 15_000 });
}
