import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_DRAW } from './firstDraw';

/**
 * Picks a view from the dashboard's menu, as a person would, and waits for it to arrive: a view
 * the dashboard does not open on downloads when first shown (`lazyView`), and its heading takes
 * the focus once it is there.
 */
export async function openView(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(document.activeElement?.matches('h1, h2')).toBe(true), FIRST_DRAW);
}
