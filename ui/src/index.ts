export { theme } from './theme';
export type { Theme } from './theme';
export { ColourSchemeSwitch } from './ColourSchemeSwitch';
export { applyColourScheme, readColourScheme } from './colourScheme';
export { GlobalStyle } from './GlobalStyle';
export { Button } from './Button';
export { Card, CardTitle } from './Card';
export { Loading } from './Loading';
export { LiveRegion, Notice } from './Notice';
export {
  Checkbox,
  CheckboxField,
  CheckboxGroup,
  FileField,
  ReadOnlyFacts,
  TextField,
  TextAreaField,
  SelectField,
} from './fields';
export type { NoticeTone } from './Notice';
export { DashboardLayout } from './DashboardLayout';
export type { DrawerItem } from './DashboardLayout';
export { ExpandableRow, StackedTable, Table } from './Table';
export { FactList } from './FactList';
export { useDashboardView } from './useDashboardView';
export { Pager } from './Pager';
export { useDocumentTitle } from './useDocumentTitle';
export { ViewHeading } from './ViewHeading';
export { PageMain, SkipLink } from './landmarks';
export { UndoBar } from './undo/UndoBar';
export { UNDO_SECONDS, UndoSeconds, useUndoable } from './undo/useUndoable';
export type { WaitingAction } from './undo/useUndoable';
export { ConfirmButton } from './confirm/ConfirmButton';
