import { createContext } from 'react';

/** How long an action waits for Undo before it is sent, unless the school's UNDO_SECONDS says otherwise. */
export const UNDO_SECONDS = 5;

/**
 * The Undo window for what is inside: UNDO_SECONDS unless given (the shell gives config.json's).
 * In the shared `@leave/ui`, so that the shell's value reaches every remote's Undo (`@leave/ui/undo`,
 * bundled with each app). Component tests set 0 (an action is sent at once) unless they test Undo.
 */
export const UndoSeconds = createContext(UNDO_SECONDS);
