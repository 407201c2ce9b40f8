/** @keep-styles it reads the drawer's width */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardLayout } from './DashboardLayout';
import { onANarrowScreen } from './testing/narrowScreen';

it('shows the title, the drawer items and Logout, and collapses the drawer', async () => {
  const onSelect = jest.fn();
  const onLogout = jest.fn();
  render(
    <DashboardLayout
      title="Welcome Asha"
      items={[{ label: 'Apply Leave', onSelect, current: true }]}
      onLogout={onLogout}
    >
      <p>content</p>
    </DashboardLayout>,
  );
  expect(screen.getByRole('heading', { name: 'Welcome Asha' })).toBeInTheDocument();
  const drawer = screen.getByRole('navigation', { name: 'Dashboard menu' });
  expect(drawer).toHaveStyle({ width: '200px' });
  expect(screen.getByRole('button', { name: 'Apply Leave' })).toHaveAttribute('aria-current', 'page');

  await userEvent.click(screen.getByRole('button', { name: 'Apply Leave' }));
  expect(onSelect).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
  // The colour scheme is the account menu's own setting, a labelled group of choices.
  expect(within(drawer).getByRole('group', { name: 'Colours' })).toBeInTheDocument();
  expect(within(drawer).getByRole('radio', { name: 'Dark' })).not.toBeChecked();

  const menu = screen.getByRole('button', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();
  await userEvent.click(menu);
  expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
});

describe('on a phone', () => {
  onANarrowScreen();

  it('starts closed, closes after a choice, and Escape closes it back to the menu button', async () => {
    const onSelect = jest.fn();
    render(
      <DashboardLayout title="Welcome Asha" items={[{ label: 'Apply Leave', onSelect }]} onLogout={jest.fn()}>
        <p>content</p>
      </DashboardLayout>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Leave' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    screen.getByRole('button', { name: 'Logout' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('dims the view behind the open drawer; a tap on it closes the drawer back to the menu button', async () => {
    render(
      <DashboardLayout
        title="Welcome Asha"
        items={[{ label: 'Apply Leave', onSelect: jest.fn() }]}
        onLogout={jest.fn()}
      >
        <p>content</p>
      </DashboardLayout>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByTestId('drawer-backdrop')).not.toBeInTheDocument();
    await userEvent.click(menu);
    const backdrop = screen.getByTestId('drawer-backdrop');
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(backdrop);
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('drawer-backdrop')).not.toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});

it('puts the view in the page’s one main landmark, the skip link’s target', () => {
  render(
    <DashboardLayout title="Welcome Asha" items={[]} onLogout={jest.fn()}>
      <p>content</p>
    </DashboardLayout>,
  );
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  expect(screen.getByRole('main')).toHaveTextContent('content');
});
