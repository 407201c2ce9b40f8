import { chooseLanguage, isLanguage, languageInfo, LANGUAGES, SelectField, useLanguage } from '@leave/ui';

/**
 * The language choice, named in the language in use ("Language" / "भाषा"); each option in its own
 * language. Here, in each app that shows it, rather than in the shared `@leave/ui/i18n`, which
 * every page downloads: a dashboard without the choice does not.
 */
export function LanguageField() {
  const language = useLanguage();
  return (
    <SelectField
      label={languageInfo(language).label}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) chooseLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((option) => (
        <option key={option.code} value={option.code} lang={option.code}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
