export { UndoBar } from './UndoBar';
export { useUndoable } from './useUndoable';
export type { WaitingAction } from './useUndoable';
