import { useState } from 'react';
import { daysBetween } from '@leave/contract';
import type { Term, TermListEntry } from '@leave/contract';
import { Button, Notice, SelectField, ViewHeading } from '@leave/ui';
import { errorMessage, useSchoolToday } from '@leave/web-kit';
import { useGetTermsQuery, useRemoveTermMutation } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { PagedList } from '../shared/ListPage';
import { DateText } from '../shared/dates';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import { useFocusLater } from '../shared/useFocusLater';
import type { Outcome } from '../shared/OutcomeNotice';
import { CopyTimetablesOffer } from './CopyTimetablesOffer';
import { HolidaysPanel } from './HolidaysPanel';
import { Buttons, TermForm } from './TermForm';

const PAGE_SIZE = 25;
/** The most terms a select lists (the API's largest page). */
const ALL_TERMS = 100;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The school's terms (first and last day of teaching; they never overlap) and each term's
 * holidays and breaks: added by hand, from a file, or picked from a country's public holidays.
 */
export function TermsView() {
  const [page, setPage] = useState(1);
  const list = useGetTermsQuery({ page, page_size: PAGE_SIZE });
  const allTerms = useGetTermsQuery({ page: 1, page_size: ALL_TERMS });
  const [removeTerm, removal] = useRemoveTermMutation();
  const [editing, setEditing] = useState<TermListEntry | null>(null);
  const [confirming, setConfirming] = useState<TermListEntry | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  /** The term just added: the view moves to its holidays and offers to carry courses into it. */
  const [added, setAdded] = useState<Term | null>(null);
  const focusLater = useFocusLater();

  // The holidays shown are those of the term chosen, or else of the term holding today, or the first.
  const terms = allTerms.data?.items ?? [];
  const today = useSchoolToday();
  const shownTerm =
    terms.find((term) => term.term_id === chosenId) ??
    terms.find((term) => term.first_day <= today && today <= term.last_day) ??
    terms[0];

  const remove = async (term: TermListEntry) => {
    setConfirming(null);
    setOutcome(outcomeOf(await removeTerm({ term_id: term.term_id }), 'The term could not be removed.'));
  };

  const columns: Array<Column<TermListEntry>> = [
    { label: 'Term', cell: (term) => term.name },
    { label: 'First day', cell: (term) => <DateText date={term.first_day} /> },
    { label: 'Last day', cell: (term) => <DateText date={term.last_day} /> },
    { label: 'Days', cell: (term) => daysBetween(term.first_day, term.last_day) + 1 },
    { label: 'Courses', cell: (term) => term.courses },
    { label: 'Holidays', cell: (term) => term.holidays },
    {
      label: 'Actions',
      cell: (term) =>
        confirming?.term_id === term.term_id ? (
          <div role="group" aria-label={`Remove ${term.name}?`}>
            <p style={{ margin: '0 0 8px' }}>
              Remove {term.name}
              {term.holidays ? ` and its ${plural(term.holidays, 'holiday', 'holidays')}` : ''}?
            </p>
            <Buttons>
              <Button
                id={`confirm-remove-term-${term.term_id}`}
                type="button"
                $variant="danger"
                disabled={removal.isLoading}
                onClick={() => void remove(term)}
              >
                Remove
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setConfirming(null);
                  focusLater(`remove-term-${term.term_id}`);
                }}
              >
                Keep
              </Button>
            </Buttons>
          </div>
        ) : (
          <Buttons>
            <Button
              id={`edit-term-${term.term_id}`}
              type="button"
              $variant="secondary"
              aria-label={`Edit ${term.name}`}
              onClick={() => {
                setOutcome(null);
                setEditing(term);
              }}
            >
              Edit
            </Button>
            <Button
              type="button"
              $variant="secondary"
              aria-label={`Holidays of ${term.name}`}
              onClick={() => {
                setChosenId(term.term_id);
                focusLater('holidays-title');
              }}
            >
              Holidays
            </Button>
            {term.courses === 0 && (
              <Button
                id={`remove-term-${term.term_id}`}
                type="button"
                $variant="secondary"
                aria-label={`Remove ${term.name}`}
                onClick={() => {
                  setOutcome(null);
                  setConfirming(term);
                  focusLater(`confirm-remove-term-${term.term_id}`);
                }}
              >
                Remove
              </Button>
            )}
          </Buttons>
        ),
    },
  ];

  return (
    <section aria-labelledby="terms-title">
      <ViewHeading id="terms-title">Terms & Holidays</ViewHeading>
      <p>
        A term is the days of teaching, its first and last day included; terms never overlap. A course in a term with a
        timetable (set on Edit Course) has a lecture on each of its meeting days in the term, except on the term&apos;s
        holidays. A term can be removed once no course is in it.
      </p>
      <h3 id="term-list-title">Terms</h3>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <PagedList
        result={list}
        page={page}
        onPage={setPage}
        loadError="The terms could not be loaded."
        status={(total) => (total ? plural(total, 'term', 'terms') : 'No terms yet: add the first below.')}
        table={{ label: 'Terms', columns, rowKey: (term) => term.term_id }}
        pagerLabel="Pages of terms"
      />
      <TermForm
        key={editing?.term_id ?? 'new'}
        term={editing}
        onAdded={(term) => {
          setAdded(term);
          setChosenId(term.term_id);
          focusLater('holidays-title');
        }}
        onClose={(saved) => {
          if (saved) setOutcome(saved);
          else if (editing) focusLater(`edit-term-${editing.term_id}`);
          setEditing(null);
        }}
      />
      <h3 id="holidays-title" tabIndex={-1} style={{ outline: 'none' }}>
        Holidays
      </h3>
      {allTerms.error !== undefined && (
        <Notice tone="error">The terms could not be loaded. {errorMessage(allTerms.error)}</Notice>
      )}
      {allTerms.data && !shownTerm && <p>Add a term first: holidays belong to a term.</p>}
      {added && shownTerm?.term_id === added.term_id && (
        <CopyTimetablesOffer
          term={added}
          terms={terms}
          onDone={() => {
            // The offer's buttons go with it: the holidays it stood above come next.
            setAdded(null);
            focusLater('holidays-title');
          }}
        />
      )}
      {shownTerm && (
        <>
          <SelectField
            label="Holidays of term"
            value={String(shownTerm.term_id)}
            onChange={(event) => setChosenId(Number(event.target.value))}
          >
            {terms.map((term) => (
              <option key={term.term_id} value={term.term_id}>
                {term.name}
              </option>
            ))}
          </SelectField>
          <HolidaysPanel key={shownTerm.term_id} term={shownTerm} />
        </>
      )}
    </section>
  );
}
