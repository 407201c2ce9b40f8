import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColourSchemeSwitch } from './ColourSchemeSwitch';
import { applyColourScheme, readColourScheme } from './colourScheme';

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.colourScheme;
});

it("is a labelled group of three named choices: the system's at first; a choice applies at once and is kept", async () => {
  render(<ColourSchemeSwitch />);
  const colours = screen.getByRole('group', { name: 'Colours' });
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
  expect(screen.getByRole('radio', { name: 'As the system' })).toBeChecked();
  expect(colours).toBeInTheDocument();
  expect(document.documentElement.dataset.colourScheme).toBeUndefined();

  await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(document.documentElement.dataset.colourScheme).toBe('dark');
  expect(readColourScheme()).toBe('dark');

  // By keyboard: the arrows move between the choices, as in any radio group.
  screen.getByRole('radio', { name: 'Dark' }).focus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(document.documentElement.dataset.colourScheme).toBe('light');

  await userEvent.click(screen.getByRole('radio', { name: 'As the system' }));
  expect(document.documentElement.dataset.colourScheme).toBeUndefined();
  expect(readColourScheme()).toBe('system');
});

it('shows the kept choice, and ignores a kept value that is not a scheme', () => {
  window.localStorage.setItem('leave-colour-scheme', 'light');
  render(<ColourSchemeSwitch />);
  expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  window.localStorage.setItem('leave-colour-scheme', 'purple');
  expect(readColourScheme()).toBe('system');
  applyColourScheme(readColourScheme());
  expect(document.documentElement.dataset.colourScheme).toBeUndefined();
});
