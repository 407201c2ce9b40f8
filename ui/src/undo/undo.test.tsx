import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UndoSeconds } from '@leave/ui';
import { UndoBar } from './UndoBar';
import { useUndoable } from './useUndoable';

/** A page with one undoable action: "Withdraw" waits, then calls `send`; Undo calls `undone`. */
function Page({ send, undone }: { send: () => void; undone: () => void }) {
  const undoable = useUndoable();
  const waiting = undoable.waitingFor('withdraw');
  return (
    <>
      <button
        type="button"
        disabled={Boolean(waiting)}
        onClick={() => undoable.schedule('withdraw', 'Withdrawing leave CS101', send, undone)}
      >
        Withdraw
      </button>
      {waiting && (
        <UndoBar
          action={waiting}
          undoLabel="Undo withdrawing leave CS101"
          onUndo={() => undoable.undo('withdraw')}
          focusOnShow
        />
      )}
    </>
  );
}

const renderPage = (seconds = 5) => {
  const send = jest.fn();
  const undone = jest.fn();
  const view = render(
    <UndoSeconds.Provider value={seconds}>
      <Page send={send} undone={undone} />
    </UndoSeconds.Provider>,
  );
  return { ...view, send, undone };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

it('waits with Undo beside the button, counting down, then sends', async () => {
  const { send, undone } = renderPage();
  await user().click(screen.getByRole('button', { name: 'Withdraw' }));
  const bar = screen.getByRole('status');
  expect(bar).toHaveTextContent('Withdrawing leave CS101. Sending in 5 s');
  // The pressed button is disabled and the focus is on Undo, not under the pointer.
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Undo withdrawing leave CS101' })).toHaveFocus();
  act(() => jest.advanceTimersByTime(2000));
  expect(bar).toHaveTextContent('Sending in 3 s');
  expect(send).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(3000));
  expect(send).toHaveBeenCalledTimes(1);
  expect(undone).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
});

it('sends nothing when Undo comes first', async () => {
  const { send, undone } = renderPage();
  await user().click(screen.getByRole('button', { name: 'Withdraw' }));
  act(() => jest.advanceTimersByTime(4000));
  await user().click(screen.getByRole('button', { name: 'Undo withdrawing leave CS101' }));
  expect(undone).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(10_000));
  expect(send).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('sends what waits when the person moves to another view, or leaves the page', async () => {
  const first = renderPage();
  await user().click(screen.getByRole('button', { name: 'Withdraw' }));
  first.unmount();
  expect(first.send).toHaveBeenCalledTimes(1);

  const second = renderPage();
  await user().click(screen.getByRole('button', { name: 'Withdraw' }));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(second.send).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(10_000));
  expect(second.send).toHaveBeenCalledTimes(1);
});
