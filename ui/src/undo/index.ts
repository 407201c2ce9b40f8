export { UndoBar } from './UndoBar';
export { UNDO_SECONDS, UndoSeconds, useUndoable } from './useUndoable';
export type { WaitingAction } from './useUndoable';
