import type { MouseEvent, ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { theme } from './theme';
import { useUiWord } from './uiWords';

/** Every page has one `<main>` with this id; the skip link goes there. */
const MAIN_ID = 'main';

const StyledMain = styled.main`
  &:focus {
    outline: none;
  }
`;

/** The page's main content: the skip link's target, focusable so focus can be moved to it. */
export function PageMain({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <StyledMain id={MAIN_ID} tabIndex={-1} className={className}>
      {children}
    </StyledMain>
  );
}

const Link = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -100px;
  z-index: 100;
  padding: 8px 14px;
  background: ${theme.color.surface};
  color: ${theme.color.primary};
  border: 2px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  font-weight: 600;
  &:focus {
    top: 8px;
  }
`;

/** The first Tab stop of every page: straight to the main content, past the menu. */
export function SkipLink() {
  const label = useUiWord('skipToMain');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Move focus without touching the URL (the router owns it).
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link href={`#${MAIN_ID}`} onClick={skip}>
      {label}
    </Link>
  );
}
