import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an action waits for Undo before it is sent. */
export const UNDO_SECONDS = 6;

/** An action waiting for its Undo window to pass. */
export interface WaitingAction {
  key: string;
  /** What it will do, as the person reads it: "Approving leave of Asha on 03/11/2026". */
  message: string;
  secondsLeft: number;
}

interface Entry {
  message: string;
  deadline: number;
  timer: ReturnType<typeof setTimeout>;
  run: () => void;
}

/**
 * Actions that wait a few seconds before they are sent, so that Undo can take them back before
 * anything has changed (nobody was told, nothing was counted). What waits is sent at once when
 * the component goes (the person moved to another view), and while anything waits, closing or
 * reloading the page asks first (the browser's own "Leave site?").
 */
export function useUndoable(seconds: number = UNDO_SECONDS) {
  const entries = useRef(new Map<string, Entry>());
  const [waiting, setWaiting] = useState<WaitingAction[]>([]);

  const refresh = useCallback(() => {
    const now = Date.now();
    setWaiting(
      [...entries.current].map(([key, entry]) => ({
        key,
        message: entry.message,
        secondsLeft: Math.max(0, Math.ceil((entry.deadline - now) / 1000)),
      })),
    );
  }, []);

  const send = useCallback(
    (key: string) => {
      const entry = entries.current.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      entries.current.delete(key);
      refresh();
      entry.run();
    },
    [refresh],
  );

  /** Waits `seconds`, then runs `run`, unless `undo(key)` comes first. */
  const schedule = useCallback(
    (key: string, message: string, run: () => void) => {
      if (entries.current.has(key)) return;
      const timer = setTimeout(() => send(key), seconds * 1000);
      entries.current.set(key, { message, deadline: Date.now() + seconds * 1000, timer, run });
      refresh();
    },
    [seconds, send, refresh],
  );

  /** Takes a waiting action back; false if it had already been sent. */
  const undo = useCallback(
    (key: string) => {
      const entry = entries.current.get(key);
      if (!entry) return false;
      clearTimeout(entry.timer);
      entries.current.delete(key);
      refresh();
      return true;
    },
    [refresh],
  );

  const count = waiting.length;
  // The seconds left, said once a second while something waits.
  useEffect(() => {
    if (!count) return;
    const tick = setInterval(refresh, 1000);
    return () => clearInterval(tick);
  }, [count, refresh]);

  useEffect(() => {
    if (!count) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [count]);

  // Leaving the view sends what waits: moving on is not an Undo.
  useEffect(() => {
    const current = entries.current;
    return () => {
      for (const [key, entry] of [...current]) {
        clearTimeout(entry.timer);
        current.delete(key);
        entry.run();
      }
    };
  }, []);

  return {
    schedule,
    undo,
    /** Sends a waiting action now. */
    sendNow: send,
    waiting,
    waitingFor: (key: string) => waiting.find((action) => action.key === key),
  };
}
