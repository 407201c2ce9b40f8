// What a first screen may show. The parts only later views use are modules of their own
// (`@leave/ui/table`, `/pager`, `/undo`, `/confirm`), which each app bundles with those views:
// this module is shared, so all of it comes with every page.
export { theme } from './theme';
export type { Theme } from './theme';
export { ColourSchemeSwitch } from './ColourSchemeSwitch';
export { applyColourScheme, readColourScheme } from './colourScheme';
export {
  applyLanguage,
  chooseLanguage,
  keptLanguage,
  forgetLanguageInMemory,
  isLanguage,
  languageInfo,
  LANGUAGES,
  readLanguage,
  setSchoolLanguage,
  SOURCE_LANGUAGE,
  useLanguage,
} from './i18n/language';
export type { Language } from './i18n/language';
export { GlobalStyle } from './GlobalStyle';
export { Button } from './Button';
export { Card, CardTitle } from './Card';
export { Loading } from './Loading';
export { UI_WORDS, UiWordsContext, useUiWord } from './uiWords';
export type { UiWordId, UiWordKey } from './uiWords';
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
export { FactList } from './FactList';
export { useDashboardView } from './useDashboardView';
export { useDocumentTitle } from './useDocumentTitle';
export { ViewHeading } from './ViewHeading';
export { PageMain, SkipLink } from './landmarks';
export { UNDO_SECONDS, UndoSeconds } from './undoSeconds';
