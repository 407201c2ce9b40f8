import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { TermListEntry } from '@leave/contract';
import { Button, Card, CheckboxField, Loading, Notice, SelectField, TextField, theme } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { styled } from '@leave/ui/styled';
import { errorMessage, useDateFormat, useSchemaForm } from '@leave/web-kit';
import { useAddHolidayMutation, useLazyGetPublicHolidaysQuery } from '../api/adminApi';
import { useFocusLater } from '../shared/useFocusLater';
import { termWords as words } from '../words/terms';
import { sayingRules, useRuleWords } from '../words/useRuleWords';
import { COUNTRIES, OTHER_COUNTRY } from './countries';
import { Buttons } from './TermForm';

/** What adding one picked holiday came to. */
interface Added {
  date: string;
  ok: boolean;
  message: string;
}

const ErrorText = styled.p`
  color: ${theme.color.danger};
  margin: 0 0 8px;
`;

/** "9 public holidays of India fall inside Autumn 2026, 2 of them holidays already." */
const foundText = (intl: Words, found: number, added: number, where: string, term: string) => {
  const word = !found
    ? words.noneFound
    : found === 1
      ? added
        ? words.foundOneAdded
        : words.foundOne
      : !added
        ? words.foundMany
        : added === 1
          ? words.foundManyOneAdded
          : words.foundManyAdded;
  return intl.formatMessage(word, { found, added, where, term });
};

/** A country offered, by its word; another by its code. */
const countryName = (intl: Words, code: string) => {
  const country = COUNTRIES.find((one) => one.code === code);
  return country ? intl.formatMessage(words[`country${country.code}`]) : code;
};

/**
 * A country's (and region's) public holidays inside the term, from the server's holiday
 * library: the admin ticks those the school keeps, and each is added as a one-day holiday.
 */
export function PublicHolidays({ term }: { term: TermListEntry }) {
  const form = useSchemaForm({ country: '', otherCountry: '', region: '' }, () => import('./termRules'));
  const { values, validate, showServerError } = form;
  const field = sayingRules(form.field, useRuleWords());
  const intl = useIntl();
  const say = intl.formatMessage;
  const [findHolidays, found] = useLazyGetPublicHolidaysQuery();
  const [addHoliday, adding] = useAddHolidayMutation();
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [added, setAdded] = useState<{ batch: number; results: Added[] } | null>(null);
  const [tickError, setTickError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dates = useDateFormat();
  const firstBox = useRef<HTMLInputElement>(null);
  const focusLater = useFocusLater();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    setFailure(null);
    const query = await validate((rules) => rules.publicHolidaysFormSchema);
    if (!query) return;
    setTicked(new Set());
    setTickError(null);
    const result = await findHolidays({ term_id: term.term_id, ...query });
    // What was found is read out first: the list follows it.
    if (result.error === undefined) return focusLater('public-found');
    // A country or region the library does not know is said beside the field.
    const country = values.country === OTHER_COUNTRY ? 'otherCountry' : 'country';
    if (!showServerError(result.error, { country, region: 'region' }, intl)) {
      setFailure(say(words.publicNotLoaded, { error: errorMessage(result.error, undefined, intl) }));
    }
  };

  const answer = found.isError ? undefined : found.currentData;
  const items = answer?.items ?? [];
  const open = items.filter((item) => !item.added);

  const toggle = (date: string, on: boolean) => {
    setTickError(null);
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });
  };

  const addTicked = async () => {
    const chosen = open.filter((item) => ticked.has(item.date));
    if (!chosen.length) {
      setTickError(say(words.tickToAdd));
      firstBox.current?.focus();
      return;
    }
    const results: Added[] = [];
    // One at a time, in date order: each answer is reported as it is.
    for (const item of chosen) {
      const result = await addHoliday({ term_id: term.term_id, from_date: item.date, name: item.name });
      // The server's answer, said by its code ('lecture.holidayAdded') in another language.
      const said = { code: 'lecture.holidayAdded', params: { name: item.name }, message: result.data?.message ?? '' };
      results.push(
        result.data
          ? { date: item.date, ok: true, message: sayServerMessage(intl, said) }
          : { date: item.date, ok: false, message: `${item.name}: ${errorMessage(result.error, undefined, intl)}` },
      );
    }
    setTicked(new Set());
    setAdded((last) => ({ batch: (last?.batch ?? 0) + 1, results }));
  };

  const country = answer ? countryName(intl, answer.country) : '';
  const where = answer?.region ? say(words.countryRegion, { country, region: answer.region }) : country;
  const addCount = open.filter((item) => ticked.has(item.date)).length;
  const firstOpen = items.findIndex((item) => !item.added);
  return (
    <Card aria-labelledby="public-holidays-title" style={{ margin: '16px 0' }}>
      <h3 id="public-holidays-title" style={{ margin: '0 0 12px' }}>
        {say(words.publicHolidays)}
      </h3>
      <p style={{ marginTop: 0 }}>{say(words.publicIntro, { term: term.name })}</p>
      <form noValidate onSubmit={find} aria-labelledby="public-holidays-title">
        <SelectField label={say(words.country)} {...field('country')}>
          <option value="">{say(words.chooseCountry)}</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {say(words.countryOption, { name: countryName(intl, country.code), code: country.code })}
            </option>
          ))}
          <option value={OTHER_COUNTRY}>{say(words.otherCountry)}</option>
        </SelectField>
        {values.country === OTHER_COUNTRY && (
          <TextField
            label={say(words.countryCode)}
            hint={say(words.countryCodeHint)}
            autoComplete="off"
            maxLength={2}
            {...field('otherCountry')}
          />
        )}
        <TextField
          label={say(words.regionCode)}
          hint={say(words.regionCodeHint)}
          autoComplete="off"
          {...field('region')}
        />
        <Button type="submit" disabled={found.isFetching}>
          {say(words.findPublicHolidays)}
        </Button>
      </form>
      {found.isFetching && !answer && <Loading />}
      {failure && (
        <Notice key={failure} tone="error" focusOnShow>
          {failure}
        </Notice>
      )}
      {added && (
        <Notice key={added.batch} tone={added.results.every((one) => one.ok) ? 'success' : 'error'} focusOnShow>
          {say(words.addedOf, { added: added.results.filter((one) => one.ok).length, all: added.results.length })}
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {added.results.map((one) => (
              <li key={one.date}>{one.message}</li>
            ))}
          </ul>
        </Notice>
      )}
      {answer && (
        <p id="public-found" tabIndex={-1} style={{ outline: 'none' }}>
          {foundText(intl, items.length, items.length - open.length, where, term.name)}
        </p>
      )}
      {items.length > 0 && (
        <>
          <fieldset style={{ border: 0, padding: 0, margin: '12px 0' }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>
              {say(words.publicOf, { where, term: term.name })}
            </legend>
            {items.map((item, index) => (
              <CheckboxField
                key={item.date}
                ref={index === firstOpen ? firstBox : undefined}
                label={say(item.added ? words.publicDayAdded : words.publicDay, {
                  date: dates.date(item.date),
                  name: item.name,
                })}
                checked={item.added || ticked.has(item.date)}
                disabled={item.added}
                aria-describedby={tickError && index === firstOpen ? 'public-tick-error' : undefined}
                onChange={(event) => toggle(item.date, event.target.checked)}
              />
            ))}
            {tickError && <ErrorText id="public-tick-error">{tickError}</ErrorText>}
          </fieldset>
          {open.length > 0 && (
            <Buttons>
              <Button type="button" disabled={adding.isLoading} onClick={() => void addTicked()}>
                {say(addCount === 1 ? words.addOneHoliday : addCount ? words.addManyHolidays : words.addHolidays, {
                  count: addCount,
                })}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setTickError(null);
                  setTicked(new Set(open.map((item) => item.date)));
                }}
              >
                {say(words.tickAll)}
              </Button>
            </Buttons>
          )}
        </>
      )}
    </Card>
  );
}
