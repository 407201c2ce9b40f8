import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UndoSeconds } from '@leave/ui';

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
  onUndo?: () => void;
}

/**
 * Actions that wait a few seconds before they are sent, so that Undo can take them back before
 * anything has changed (nobody was told, nothing was counted). What waits is sent at once when
 * the component goes (the person moved to another view) or the page is left (reloaded, closed:
 * sent as the page goes, so it may not arrive if the connection goes with it).
 */
export function useUndoable() {
  const seconds = useContext(UndoSeconds);
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

  /**
   * Waits `seconds`, then runs `run`, unless `undo(key)` comes first (then `onUndo` runs instead).
   * False, and nothing scheduled, while an action of the same key waits.
   */
  const schedule = useCallback(
    (key: string, message: string, run: () => void, onUndo?: () => void): boolean => {
      if (entries.current.has(key)) return false;
      const timer = setTimeout(() => send(key), seconds * 1000);
      entries.current.set(key, { message, deadline: Date.now() + seconds * 1000, timer, run, onUndo });
      refresh();
      return true;
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
      entry.onUndo?.();
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

  // Leaving the view, or the page, sends what waits: moving on is not an Undo.
  useEffect(() => {
    const current = entries.current;
    const sendAll = () => {
      for (const [key, entry] of [...current]) {
        clearTimeout(entry.timer);
        current.delete(key);
        entry.run();
      }
    };
    window.addEventListener('pagehide', sendAll);
    return () => {
      window.removeEventListener('pagehide', sendAll);
      sendAll();
    };
  }, []);

  /**
   * Schedules `send` and answers, as a promise, what it came to, or `undone()` if Undo came first
   * (or the same key was waiting already): for callers that await an action (as the
   * instructor's steady list does).
   */
  const later = useCallback(
    <T>(key: string, message: string, send: () => Promise<T>, undone: () => T): Promise<T> =>
      new Promise<T>((resolve) => {
        const scheduled = schedule(
          key,
          message,
          () => void send().then(resolve),
          () => resolve(undone()),
        );
        if (!scheduled) resolve(undone());
      }),
    [schedule],
  );

  return {
    schedule,
    later,
    undo,
    /** Sends a waiting action now. */
    sendNow: send,
    waiting,
    waitingFor: (key: string) => waiting.find((action) => action.key === key),
  };
}
