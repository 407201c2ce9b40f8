/** @keep-styles it reads each tone's declarations */
import { render, screen } from '@testing-library/react';
import { Notice } from './Notice';

/** The declarations styled-components wrote for an element's own classes. */
const stylesOf = (element: HTMLElement) => {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...element.classList]
    .flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))].map((rule) => rule[1]))
    .join(';')
    .replace(/\s+/g, ' ');
};

it('shows a rejection apart from an approval: its own tone and colour, announced as status', () => {
  render(
    <>
      <Notice tone="success">Leave of 1001 on 03/11/2026 approved.</Notice>
      <Notice tone="rejected">Leave of 1002 on 06/11/2026 rejected.</Notice>
      <Notice tone="error">Leave of 1003 was not rejected: This leave was already accepted</Notice>
    </>,
  );
  const [approved, rejected] = screen.getAllByRole('status');
  expect(approved).toHaveAttribute('data-tone', 'success');
  expect(rejected).toHaveAttribute('data-tone', 'rejected');
  expect(stylesOf(approved!)).toContain('border-inline-start:6px solid var(--lm-success)');
  expect(stylesOf(rejected!)).toContain('border-inline-start:6px solid var(--lm-rejected)');
  expect(stylesOf(rejected!)).not.toContain('--lm-success');
  expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'error');
});
