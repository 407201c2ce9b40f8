import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardLayout } from './DashboardLayout';
import { ViewHeading } from './ViewHeading';
import { onANarrowScreen } from './testing/narrowScreen';

const VIEWS = ['Apply Leave', 'My Requests'];

/** A dashboard whose view is drawn once `loaded` (a remote's view still downloading until then). */
function Dashboard({ loaded }: { loaded: boolean }) {
  const [view, setView] = useState(VIEWS[0]!);
  const items = VIEWS.map((label) => ({ label, onSelect: () => setView(label), current: view === label }));
  return (
    <DashboardLayout title="Welcome Asha" items={items} onLogout={jest.fn()}>
      {loaded ? <ViewHeading key={view}>{view}</ViewHeading> : <p>Loading</p>}
    </DashboardLayout>
  );
}

const heading = (name: string) => screen.getByRole('heading', { name, level: 2 });
const drawerItem = (name: string) => screen.getByRole('button', { name });

it('takes the focus and names the page when its view opens, and again for the view picked next', async () => {
  render(<Dashboard loaded />);
  expect(heading('Apply Leave')).toHaveFocus();
  expect(document.title).toBe('Apply Leave - Leave Management');

  await userEvent.click(drawerItem('My Requests'));
  expect(heading('My Requests')).toHaveFocus();
  expect(document.title).toBe('My Requests - Leave Management');
});

describe('on a phone', () => {
  onANarrowScreen();

  it('leaves the focus in the menu opened while the first view loads, and takes it for the view picked there', async () => {
    const { rerender } = render(<Dashboard loaded={false} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.tab();
    expect(drawerItem('Apply Leave')).toHaveFocus();

    rerender(<Dashboard loaded />);
    expect(heading('Apply Leave')).not.toHaveFocus();
    expect(drawerItem('Apply Leave')).toHaveFocus();

    await userEvent.click(drawerItem('My Requests'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(heading('My Requests')).toHaveFocus();
  });

  it('leaves the focus on the menu button while the menu it opened is open', async () => {
    const { rerender } = render(<Dashboard loaded={false} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    expect(menu).toHaveFocus();

    rerender(<Dashboard loaded />);
    expect(menu).toHaveFocus();
  });
});
