import { Component, createElement, lazy, Suspense, useReducer } from 'react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Button, Loading, Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { VIEW_NOT_DOWNLOADED_EVENT } from '@leave/contract';
import { frameWords } from './words/frame';

/** A view's code that did not download. */
class ViewNotDownloaded extends Error {
  constructor(cause: unknown) {
    super('A view could not be downloaded', { cause });
  }
}

/**
 * Says that the view did not download, with Try again; any other error goes on up. Code the
 * server no longer has (its version was removed) is said to be gone, with Reload, not blamed on
 * the connection. Either way the shell is told, to check at once for a newer live version.
 */
class DownloadBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean; gone: boolean }
> {
  override state = { failed: false, gone: false };

  static getDerivedStateFromError(error: unknown) {
    if (!(error instanceof ViewNotDownloaded)) throw error;
    return { failed: true, gone: false };
  }

  override componentDidCatch(error: unknown) {
    window.dispatchEvent(new Event(VIEW_NOT_DOWNLOADED_EVENT));
    // Asked only after a failure, so the dashboard does not carry it otherwise.
    void import('./codeGone')
      .then(({ codeIsGone }) => codeIsGone(error))
      .then(
        (gone) => gone && this.state.failed && this.setState({ gone: true }),
        () => undefined,
      );
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.props.onRetry();
      this.setState({ failed: false, gone: false });
    };
    return <NotDownloaded gone={this.state.gone} onRetry={retry} />;
  }
}

/** The view did not download (Try again), or its version is gone (Reload), in the language in use. */
function NotDownloaded({ gone, onRetry }: { gone: boolean; onRetry: () => void }) {
  const say = useIntl().formatMessage;
  return (
    <Notice tone="error" focusOnShow>
      {say(gone ? frameWords.viewGone : frameWords.viewNotLoaded)}{' '}
      <Button type="button" $variant="secondary" onClick={gone ? () => window.location.reload() : onRetry}>
        {say(gone ? frameWords.reload : frameWords.tryAgain)}
      </Button>
    </Notice>
  );
}

/** A component, whatever its props (as React's own `lazy` takes it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = ComponentType<any>;

/**
 * A view the dashboard does not open on, downloaded when it is first shown instead of with the
 * dashboard: `load` imports its module (`() => import('./MyView')`) and `name` is the export.
 * "Loading..." shows while it downloads (or `fallback`: nothing, for a notice that appears after
 * an action). If the download fails the view says so with Try again, which downloads afresh
 * (React keeps a failed lazy component failed, so each try is a new one). `preload()` starts the
 * download before the view is shown (on the action that will show it).
 */
export function lazyView<Name extends string, Module extends Record<Name, AnyView>>(
  load: () => Promise<Module>,
  name: Name,
  { fallback = <Loading /> }: { fallback?: ReactNode } = {},
) {
  const download = () =>
    lazy(async () => {
      try {
        return { default: (await load())[name] };
      } catch (error) {
        throw new ViewNotDownloaded(error);
      }
    });
  let View = download();
  function LazyView(props: ComponentProps<Module[Name]>) {
    const [, redraw] = useReducer((tries: number) => tries + 1, 0);
    const retry = () => {
      View = download();
      redraw();
    };
    return (
      <DownloadBoundary onRetry={retry}>
        <Suspense fallback={fallback}>{createElement(View, props)}</Suspense>
      </DownloadBoundary>
    );
  }
  // A failed download is left to the view's own Try again.
  LazyView.preload = () => void load().catch(() => undefined);
  return LazyView;
}
