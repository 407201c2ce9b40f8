import type { ComponentProps } from 'react';
import type { Term } from '@leave/contract';
import { SelectField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { useDateFormat } from '@leave/web-kit';
import { useGetTermsQuery } from '../api/adminApi';
import { courseFormWords as words } from '../words/courseForm';

/** The most terms the select lists (the API's largest page). */
const ALL_TERMS = 100;

/**
 * The school's terms to pick a course's from, each with its days, and "No term"; `current` (the
 * course's own) is listed even beyond the first page, so the select starts on it.
 */
export function TermSelect({
  current,
  ...select
}: { current?: Term | null } & Omit<ComponentProps<typeof SelectField>, 'children'>) {
  const dates = useDateFormat();
  const say = useIntl().formatMessage;
  const terms = useGetTermsQuery({ page: 1, page_size: ALL_TERMS });
  const options: Term[] = [...(terms.data?.items ?? [])];
  if (current && !options.some((term) => term.term_id === current.term_id)) options.push(current);
  return (
    <SelectField {...select}>
      <option value="">{say(words.noTerm)}</option>
      {options.map((term) => (
        <option key={term.term_id} value={term.term_id}>
          {`${term.name} (${dates.range(term.first_day, term.last_day)})`}
        </option>
      ))}
    </SelectField>
  );
}
