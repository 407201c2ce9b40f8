import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { Button, Card, PageMain, useDocumentTitle } from '@leave/ui';
import { chunkGone, manifestGone, whatFailed } from './loadTimeouts';
import type { FailedPart } from './loadTimeouts';

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
  /** An address of the shell's own server, asked after a failure: does the connection work? */
  shellProbe: string;
  children: ReactNode;
}

interface State {
  error: (Error & { sentence?: string }) | null;
  /** The chunk that did not load answers 404 or 410: its version is no longer on the server. */
  chunkGone?: boolean;
  /** Whether the remote's host or the connection failed, once known. */
  failed?: FailedPart;
}

/** Keeps a remote that fails to load, or throws, from taking the shell down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.label} failed:`, error, info.componentStack);
    void chunkGone(error).then((gone) => gone && this.setState({ chunkGone: true }));
    void whatFailed(this.props.shellProbe).then((failed) => this.setState({ failed }));
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { label, onRetry, onLogout } = this.props;
    const { failed } = this.state;
    // A version the gate refused says why (RemoteRefused); one no longer on the server says so.
    const { sentence } = this.state.error;
    const why = sentence
      ? `${sentence} The rest of the app keeps working.`
      : manifestGone() || this.state.chunkGone
        ? 'This version of it is no longer on the server: reload the page to get the current one.'
        : failed === 'host'
          ? `Your connection works, but the server of the ${label} did not answer: try again in a moment. The rest of the app keeps working.`
          : failed === 'connection'
            ? 'Your connection seems to be down: check it and try again.'
            : undefined;
    return <RemoteFailure label={label} why={why} onRetry={onRetry} onLogout={onLogout} />;
  }
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

function RemoteFailure({ label, why, onRetry, onLogout }: Omit<Props, 'children' | 'shellProbe'> & { why?: string }) {
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
