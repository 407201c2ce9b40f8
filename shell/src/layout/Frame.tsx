import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Content = styled.div`
  flex: 1;
`;

/** Every page: the routed screen, then the footer. */
export function Frame() {
  return (
    <Page>
      <Content>
        <Outlet />
      </Content>
      <Footer />
    </Page>
  );
}
