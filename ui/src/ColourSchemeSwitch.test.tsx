import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColourSchemeSwitch } from './ColourSchemeSwitch';
import { applyColourScheme, readColourScheme } from './colourScheme';

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.colourScheme;
});

it("starts on the system's scheme, and a choice applies at once and is kept for the next visit", async () => {
  render(<ColourSchemeSwitch />);
  const colours = screen.getByRole('combobox', { name: 'Colours' });
  expect(colours).toHaveValue('system');
  expect(document.documentElement.dataset.colourScheme).toBeUndefined();

  await userEvent.selectOptions(colours, 'Dark');
  expect(document.documentElement.dataset.colourScheme).toBe('dark');
  expect(readColourScheme()).toBe('dark');

  await userEvent.selectOptions(colours, 'As the system');
  expect(document.documentElement.dataset.colourScheme).toBeUndefined();
  expect(readColourScheme()).toBe('system');
});

it('shows the kept choice, and ignores a kept value that is not a scheme', () => {
  window.localStorage.setItem('leave-colour-scheme', 'light');
  render(<ColourSchemeSwitch />);
  expect(screen.getByRole('combobox', { name: 'Colours' })).toHaveValue('light');
  window.localStorage.setItem('leave-colour-scheme', 'purple');
  expect(readColourScheme()).toBe('system');
  applyColourScheme(readColourScheme());
  expect(document.documentElement.dataset.colourScheme).toBeUndefined();
});
