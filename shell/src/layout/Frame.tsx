import type { ReactNode } from 'react';
import { Outlet } from '@leave/ui/routing';
import { styled } from '@leave/ui/styled';
import { Button, Notice, SkipLink } from '@leave/ui';
import { FormattedMessage } from '@leave/ui/i18n';
import { useAppSelector } from '../hooks';
import { ReleaseNotices } from '../remotes/ReleaseNotices';
import { selectServerUnreachable, selectSession } from '../session/sessionSlice';
import { words } from '../words/words';
import { Footer } from './Footer';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  /* Hidden while the screen loads: shown at the foot of "Loading...", it jumped down when a tall
     screen replaced it, the student dashboard's only layout shift (0.084 on a phone). */
  &:has([data-loading]) > footer {
    visibility: hidden;
  }
`;

const Content = styled.div`
  flex: 1;
`;

/**
 * The page around every screen: a skip link, an optional notice, the screen, the footer. The
 * start-up screen uses it too, so the footer is painted once, at once, not again after start-up.
 */
export function PageLayout({
  notice,
  signedIn,
  children,
}: {
  notice?: ReactNode;
  /** Someone is signed in: the colour scheme switch is in their dashboard's menu, not the footer. */
  signedIn: boolean;
  children: ReactNode;
}) {
  return (
    <Page>
      <SkipLink />
      {notice}
      <Content>{children}</Content>
      <Footer signedIn={signedIn} />
    </Page>
  );
}

/** Every page: a word if the server did not answer, or about the remotes' versions, then the routed screen. */
export function Frame() {
  const unreachable = useAppSelector(selectServerUnreachable);
  const signedIn = Boolean(useAppSelector(selectSession));
  const notice = (
    <>
      {unreachable && (
        <Notice tone="error">
          <FormattedMessage {...words.sessionCheckFailed} />{' '}
          <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
            <FormattedMessage {...words.tryAgain} />
          </Button>
        </Notice>
      )}
      <ReleaseNotices />
    </>
  );
  return (
    <PageLayout notice={notice} signedIn={signedIn}>
      <Outlet />
    </PageLayout>
  );
}
