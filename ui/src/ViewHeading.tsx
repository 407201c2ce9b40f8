import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { css, styled } from '@leave/ui/styled';
import { useDocumentTitle } from './useDocumentTitle';

const headingStyle = css<{ $inCard?: boolean }>`
  margin: ${({ $inCard }) => ($inCard ? '0 0 12px' : '0 0 16px')};
  font-size: ${({ $inCard }) => ($inCard ? '1.15rem' : '1.5rem')};
  &:focus {
    outline: none;
  }
`;
const H1 = styled.h1<{ $inCard?: boolean }>`
  ${headingStyle}
`;
const H2 = styled.h2<{ $inCard?: boolean }>`
  ${headingStyle}
`;

interface ViewHeadingProps {
  children: string;
  id?: string;
  /** 1 for a page of its own (sign-in), 2 (the default) for a view under the dashboard's top bar. */
  level?: 1 | 2;
  /** Styled as a card's title, for a view that is one card. */
  inCard?: boolean;
  /** The page's title when it is not the heading's text. */
  pageTitle?: string;
}

/**
 * Marks what a person has opened over the view (the phone's open menu, its button): while the focus
 * is in it, a view drawn under it leaves the focus there. The first view after sign-in can still be
 * loading when the person opens the menu; its heading must not pull the focus out of the menu.
 */
export const HOLDS_FOCUS = 'data-holds-focus';

/**
 * The heading of a view: it names the page's title and takes the focus when the view opens,
 * so a keyboard or screen-reader user starts reading there (unless the focus is in something the
 * person has opened over the view: HOLDS_FOCUS).
 */
export function ViewHeading({ children, id, level = 2, inCard, pageTitle }: ViewHeadingProps): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(pageTitle ?? children);
  useEffect(() => {
    if (document.activeElement?.closest(`[${HOLDS_FOCUS}]`)) return;
    heading.current?.focus();
  }, []);
  const Heading = level === 1 ? H1 : H2;
  return (
    <Heading ref={heading} id={id} tabIndex={-1} $inCard={inCard}>
      {children}
    </Heading>
  );
}
