import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { Button, Card, PageMain, useDocumentTitle } from '@leave/ui';
import { RemoteRefused } from './remoteRefused';

const Box = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
`;

interface Props {
  /** What the user was trying to open, e.g. "student dashboard". */
  label: string;
  onRetry: () => void;
  /** Signs out, for a signed-in user: the remote that failed may have been the only way out. */
  onLogout?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The remote's code is no longer on the server (its version was removed). */
  gone: boolean;
}

/** Keeps a remote that fails to load, or throws, from taking the shell down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, gone: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.label} failed:`, error, info.componentStack);
    // Asked only after a failure, so the page does not carry it otherwise.
    void import('@leave/web-kit/codeGone')
      .then(({ codeIsGone }) => codeIsGone(error))
      .then(
        (gone) => gone && this.setState({ gone }),
        () => undefined,
      );
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { label, onRetry, onLogout } = this.props;
    const why =
      this.state.error instanceof RemoteRefused
        ? `${this.state.error.sentence} The rest of the app keeps working.`
        : this.state.gone
          ? 'This version of it is no longer on the server: reload the page to get the current one. The rest of the app keeps working.'
          : undefined;
    return <RemoteFailure label={label} why={why} onRetry={onRetry} onLogout={onLogout} />;
  }
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

function RemoteFailure({ label, why, onRetry, onLogout }: Omit<Props, 'children'> & { why?: string }) {
  useDocumentTitle('Could not load');
  return (
    <PageMain>
      <Box role="alert">
        <h1>Sorry, the {label} could not be loaded.</h1>
        <p>{why ?? 'Check your connection and try again. The rest of the app keeps working.'}</p>
        <Actions>
          <Button type="button" onClick={onRetry}>
            Retry
          </Button>
          {onLogout && (
            <Button type="button" $variant="secondary" onClick={onLogout}>
              Logout
            </Button>
          )}
        </Actions>
      </Box>
    </PageMain>
  );
}
