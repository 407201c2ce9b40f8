import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { TermListEntry } from '@leave/contract';
import { Button, Card, CheckboxField, Loading, Notice, SelectField, TextField, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { errorMessage, useDateFormat, useSchemaForm } from '@leave/web-kit';
import { useAddHolidayMutation, useLazyGetPublicHolidaysQuery } from '../api/adminApi';
import { useFocusLater } from '../shared/useFocusLater';
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

/** "9 public holidays of India fall inside Autumn 2026, 2 of them a holiday already." */
const foundText = (found: number, added: number, where: string, termName: string) => {
  if (!found) return `No public holidays of ${where} fall inside ${termName}.`;
  const already = added ? `, ${added} of them ${added === 1 ? 'a holiday' : 'holidays'} already` : '';
  return found === 1
    ? `1 public holiday of ${where} falls inside ${termName}${already}.`
    : `${found} public holidays of ${where} fall inside ${termName}${already}.`;
};

const countryName = (code: string) => COUNTRIES.find((country) => country.code === code)?.name ?? code;

/**
 * A country's (and region's) public holidays inside the term, from the server's holiday
 * library: the admin ticks those the school keeps, and each is added as a one-day holiday.
 */
export function PublicHolidays({ term }: { term: TermListEntry }) {
  const { values, validate, field, showServerError } = useSchemaForm(
    { country: '', otherCountry: '', region: '' },
    () => import('./termRules'),
  );
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
    if (!showServerError(result.error, { country, region: 'region' })) {
      setFailure(`The public holidays could not be loaded. ${errorMessage(result.error)}`);
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
      setTickError('Tick the holidays to add');
      firstBox.current?.focus();
      return;
    }
    const results: Added[] = [];
    // One at a time, in date order: each answer is reported as it is.
    for (const item of chosen) {
      const result = await addHoliday({ term_id: term.term_id, from_date: item.date, name: item.name });
      results.push(
        result.data
          ? { date: item.date, ok: true, message: result.data.message }
          : { date: item.date, ok: false, message: `${item.name}: ${errorMessage(result.error)}` },
      );
    }
    setTicked(new Set());
    setAdded((last) => ({ batch: (last?.batch ?? 0) + 1, results }));
  };

  const where = answer ? `${countryName(answer.country)}${answer.region ? `, region ${answer.region}` : ''}` : '';
  const addCount = open.filter((item) => ticked.has(item.date)).length;
  const firstOpen = items.findIndex((item) => !item.added);
  return (
    <Card aria-labelledby="public-holidays-title" style={{ margin: '16px 0' }}>
      <h3 id="public-holidays-title" style={{ margin: '0 0 12px' }}>
        Public Holidays
      </h3>
      <p style={{ marginTop: 0 }}>
        A country&apos;s public holidays that fall inside {term.name}, from a holiday library. Tick those the school
        keeps and add them; each becomes a one-day holiday of the term.
      </p>
      <form noValidate onSubmit={find} aria-labelledby="public-holidays-title">
        <SelectField label="Country" {...field('country')}>
          <option value="">Choose a country</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({country.code})
            </option>
          ))}
          <option value={OTHER_COUNTRY}>Another country: type its code</option>
        </SelectField>
        {values.country === OTHER_COUNTRY && (
          <TextField
            label="Country code"
            hint="Two letters, such as NZ or JP"
            autoComplete="off"
            maxLength={2}
            {...field('otherCountry')}
          />
        )}
        <TextField
          label="Region code"
          hint="Optional: a state or region, such as KA (Karnataka) or CA (California)"
          autoComplete="off"
          {...field('region')}
        />
        <Button type="submit" disabled={found.isFetching}>
          Find Public Holidays
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
          {added.results.filter((one) => one.ok).length} of {added.results.length} added:
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {added.results.map((one) => (
              <li key={one.date}>{one.message}</li>
            ))}
          </ul>
        </Notice>
      )}
      {answer && (
        <p id="public-found" tabIndex={-1} style={{ outline: 'none' }}>
          {foundText(items.length, items.length - open.length, where, term.name)}
        </p>
      )}
      {items.length > 0 && (
        <>
          <fieldset style={{ border: 0, padding: 0, margin: '12px 0' }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>
              Public holidays of {where} in {term.name}
            </legend>
            {items.map((item, index) => (
              <CheckboxField
                key={item.date}
                ref={index === firstOpen ? firstBox : undefined}
                label={`${dates.date(item.date)}: ${item.name}${item.added ? ' (already a holiday)' : ''}`}
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
                {addCount === 1 ? 'Add 1 holiday' : addCount ? `Add ${addCount} holidays` : 'Add holidays'}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setTickError(null);
                  setTicked(new Set(open.map((item) => item.date)));
                }}
              >
                Tick all
              </Button>
            </Buttons>
          )}
        </>
      )}
    </Card>
  );
}
