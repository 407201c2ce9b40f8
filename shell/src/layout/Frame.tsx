import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { uiMessages } from '@leave/domain';
import { Button, Notice, SkipLink } from '@leave/ui';
import { useAppSelector } from '../hooks';
import { selectServerUnreachable } from '../session/sessionSlice';
import { Footer } from './Footer';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Content = styled.div`
  flex: 1;
`;

/** Every page: a skip link, a word if the server did not answer, the routed screen, the footer. */
export function Frame() {
  const unreachable = useAppSelector(selectServerUnreachable);
  return (
    <Page>
      <SkipLink />
      {unreachable && (
        <Notice tone="error">
          {uiMessages.sessionCheckFailed}{' '}
          <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Notice>
      )}
      <Content>
        <Outlet />
      </Content>
      <Footer />
    </Page>
  );
}
