import type { ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { Card, PageMain, theme, ViewHeading } from '@leave/ui';

const Wrapper = styled(PageMain)`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 48px 16px;
`;

const Brand = styled.p`
  margin: 0 0 16px;
  font-size: 1.4rem;
  font-weight: 700;
  color: ${theme.color.primary};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
`;

/** The centred card every sign-in and sign-up screen sits in. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Wrapper>
      <Brand>Leave Management</Brand>
      <Panel>
        <ViewHeading level={1}>{title}</ViewHeading>
        {children}
      </Panel>
    </Wrapper>
  );
}
