import { Component } from 'react';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@leave/domain';
import { lazyView } from './lazyView';

function Greeting({ name }: { name: string }) {
  return <h2>Hello {name}</h2>;
}

function Broken(): ReactNode {
  throw new Error('the view itself failed');
}

/** Stands for the shell's boundary: what a view's own error reaches. */
class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Outer caught: {this.state.error}</p> : this.props.children;
  }
}

it('shows Loading... while the view downloads, then the view with its props', async () => {
  let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
  const View = lazyView(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)), 'Greeting');
  render(<View name="Ravi" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  arrive({ Greeting });
  expect(await screen.findByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});

it('says so when the view does not download, and Try again downloads it afresh', async () => {
  const load = jest.fn<Promise<{ Greeting: typeof Greeting }>, []>().mockRejectedValueOnce(new Error('offline'));
  load.mockResolvedValue({ Greeting });
  const View = lazyView(load, 'Greeting');
  render(<View name="Ravi" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(uiMessages.viewNotLoaded);
  expect(alert).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('says the code is gone, with Reload and without blaming the connection, when the server no longer has it', async () => {
  const missing = Object.assign(new Error('Loading chunk history failed.'), {
    name: 'ChunkLoadError',
    request: 'http://remotes.test/student/1.0.0-old/history.js',
  });
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }));
  const told = jest.fn();
  window.addEventListener('leave:view-not-downloaded', told);
  const View = lazyView(() => Promise.reject<{ Greeting: typeof Greeting }>(missing), 'Greeting');
  render(<View name="Ravi" />);
  expect(await screen.findByText(uiMessages.viewGone)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  expect(fetchSpy).toHaveBeenCalledWith(missing.request, { method: 'HEAD', cache: 'no-store' });
  expect(told).toHaveBeenCalled();
  window.removeEventListener('leave:view-not-downloaded', told);
  fetchSpy.mockRestore();
});

it('leaves an error of the view itself to the boundaries above it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const View = lazyView(() => Promise.resolve({ Broken }), 'Broken');
  render(
    <Outer>
      <View />
    </Outer>,
  );
  expect(await screen.findByText('Outer caught: the view itself failed')).toBeInTheDocument();
  expect(screen.queryByText(uiMessages.viewNotLoaded)).not.toBeInTheDocument();
});
