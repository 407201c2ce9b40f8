/**
 * How names and titles sort, on every backend: by Unicode's root collation, so accents and case
 * count only after the letters do ("Ärne", "emile", "Émile", "Eve", "zoe", "Zoë"). PostgreSQL
 * sorts by ICU's root collation, NAME_COLLATION, which PGlite and a PostgreSQL server both have;
 * the mock and the service sort with compareNames, the same collation from the JavaScript
 * runtime's ICU. English is asked for by name because it has no rules of its own (it is the root
 * order) and every runtime has it; "und" would fall back to the machine's own locale.
 */
const collator = new Intl.Collator('en', { usage: 'sort', sensitivity: 'variant', numeric: false, caseFirst: 'false' });

/** PostgreSQL's collation for sorting names (`ORDER BY name COLLATE "und-x-icu"`). */
export const NAME_COLLATION = 'und-x-icu';

/**
 * Orders two names as NAME_COLLATION does; names the collation counts as equal (the same text
 * in another Unicode form) are told apart by their code units, as PostgreSQL tells them by bytes.
 */
export const compareNames = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
