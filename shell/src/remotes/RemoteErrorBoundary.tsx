import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { RemoteName } from '@leave/contract';
import { styled } from '@leave/ui/styled';
import { Button, Card, PageMain, useDocumentTitle } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { failureWords as words } from '../words/remoteFailure';
import { chunkGone, manifestGone, whatFailed } from './loadTimeouts';
import type { FailedPart } from './loadTimeouts';

const Box = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
`;

interface Props {
  /** The remote the user was trying to open (the page calls it "student dashboard" and the like). */
  remote: RemoteName;
  onRetry: () => void;
  /** Signs out, for a signed-in user: the remote that failed may have been the only way out. */
  onLogout?: () => void;
  /** An address of the shell's own server, asked after a failure: does the connection work? */
  shellProbe: string;
  children: ReactNode;
}

/** A version the gate refused says why in the page's words (RemoteRefused). */
type Refusal = (say: Words['formatMessage']) => string;

interface State {
  error: (Error & { sentence?: Refusal }) | null;
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
    // For the team, in English whatever the page's language.
    console.error(`The ${words[this.props.remote].defaultMessage} failed:`, error, info.componentStack);
    void chunkGone(error).then((gone) => gone && this.setState({ chunkGone: true }));
    void whatFailed(this.props.shellProbe).then((failed) => this.setState({ failed }));
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { remote, onRetry, onLogout } = this.props;
    return (
      <RemoteFailure
        remote={remote}
        refusal={this.state.error.sentence}
        // One no longer on the server says so.
        gone={manifestGone() || !!this.state.chunkGone}
        failed={this.state.failed}
        onRetry={onRetry}
        onLogout={onLogout}
      />
    );
  }
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

function RemoteFailure({
  remote,
  refusal,
  gone,
  failed,
  onRetry,
  onLogout,
}: Pick<Props, 'remote' | 'onRetry' | 'onLogout'> & Pick<State, 'failed'> & { refusal?: Refusal; gone: boolean }) {
  const say = useIntl().formatMessage;
  const label = say(words[remote]);
  useDocumentTitle(say(words.title));
  const why = refusal
    ? say(words.refused, { sentence: refusal(say) })
    : gone
      ? say(words.gone)
      : failed === 'host'
        ? say(words.host, { label })
        : say(failed === 'connection' ? words.connection : words.unknown);
  return (
    <PageMain>
      <Box role="alert">
        <h1>{say(words.heading, { label })}</h1>
        <p>{why}</p>
        <Actions>
          <Button type="button" onClick={onRetry}>
            {say(words.retry)}
          </Button>
          {onLogout && (
            <Button type="button" $variant="secondary" onClick={onLogout}>
              {say(words.logout)}
            </Button>
          )}
        </Actions>
      </Box>
    </PageMain>
  );
}
