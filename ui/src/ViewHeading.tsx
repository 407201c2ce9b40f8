import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from './useDocumentTitle';

const Heading = styled.h2`
  margin: 0 0 16px;
  &:focus {
    outline: none;
  }
`;

/**
 * The heading of a view opened from the drawer: it names the page's title and takes the focus
 * when the view opens, so a keyboard or screen-reader user starts reading there.
 */
export function ViewHeading({ children, id }: { children: string; id?: string }): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(children);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Heading ref={heading} id={id} tabIndex={-1}>
      {children}
    </Heading>
  );
}
