import { useState } from 'react';
import { daysBetween } from '@leave/contract';
import type { Term, TermListEntry } from '@leave/contract';
import { Button, Notice, SelectField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
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
import { termWords as words } from '../words/terms';

const PAGE_SIZE = 25;
/** The most terms a select lists (the API's largest page). */
const ALL_TERMS = 100;

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
  const intl = useIntl();
  const say = intl.formatMessage;

  // The holidays shown are those of the term chosen, or else of the term holding today, or the first.
  const terms = allTerms.data?.items ?? [];
  const today = useSchoolToday();
  const shownTerm =
    terms.find((term) => term.term_id === chosenId) ??
    terms.find((term) => term.first_day <= today && today <= term.last_day) ??
    terms[0];

  const remove = async (term: TermListEntry) => {
    setConfirming(null);
    // The server's answer, said by its code ('lecture.termRemoved') in another language.
    const said = { code: 'lecture.termRemoved', params: { name: term.name } };
    setOutcome(outcomeOf(await removeTerm({ term_id: term.term_id }), say(words.notRemoved), intl, said));
  };

  const columns: Array<Column<TermListEntry>> = [
    { label: say(words.term), cell: (term) => term.name },
    { label: say(words.firstDay), cell: (term) => <DateText date={term.first_day} /> },
    { label: say(words.lastDay), cell: (term) => <DateText date={term.last_day} /> },
    { label: say(words.days), cell: (term) => daysBetween(term.first_day, term.last_day) + 1 },
    { label: say(words.courses), cell: (term) => term.courses },
    { label: say(words.holidays), cell: (term) => term.holidays },
    {
      label: say(words.actions),
      cell: (term) =>
        confirming?.term_id === term.term_id ? (
          <div role="group" aria-label={say(words.removeTermAsked, { name: term.name })}>
            <p style={{ margin: '0 0 8px' }}>
              {say(
                term.holidays === 0
                  ? words.removeTermAsked
                  : term.holidays === 1
                    ? words.removeTermAndHoliday
                    : words.removeTermAndHolidays,
                { name: term.name, count: term.holidays },
              )}
            </p>
            <Buttons>
              <Button
                id={`confirm-remove-term-${term.term_id}`}
                type="button"
                $variant="danger"
                disabled={removal.isLoading}
                onClick={() => void remove(term)}
              >
                {say(words.remove)}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setConfirming(null);
                  focusLater(`remove-term-${term.term_id}`);
                }}
              >
                {say(words.keep)}
              </Button>
            </Buttons>
          </div>
        ) : (
          <Buttons>
            <Button
              id={`edit-term-${term.term_id}`}
              type="button"
              $variant="secondary"
              aria-label={say(words.editTerm, { name: term.name })}
              onClick={() => {
                setOutcome(null);
                setEditing(term);
              }}
            >
              {say(words.edit)}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              aria-label={say(words.holidaysOfTerm, { name: term.name })}
              onClick={() => {
                setChosenId(term.term_id);
                focusLater('holidays-title');
              }}
            >
              {say(words.holidays)}
            </Button>
            {term.courses === 0 && (
              <Button
                id={`remove-term-${term.term_id}`}
                type="button"
                $variant="secondary"
                aria-label={say(words.removeTerm, { name: term.name })}
                onClick={() => {
                  setOutcome(null);
                  setConfirming(term);
                  focusLater(`confirm-remove-term-${term.term_id}`);
                }}
              >
                {say(words.remove)}
              </Button>
            )}
          </Buttons>
        ),
    },
  ];

  return (
    <section aria-labelledby="terms-title">
      <ViewHeading id="terms-title">{say(words.title)}</ViewHeading>
      <p>{say(words.intro)}</p>
      <h3 id="term-list-title">{say(words.terms)}</h3>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <PagedList
        result={list}
        page={page}
        onPage={setPage}
        loadError={say(words.notLoaded)}
        status={(total) =>
          say(total === 0 ? words.noTerms : total === 1 ? words.oneTerm : words.manyTerms, { count: total })
        }
        table={{ label: say(words.terms), columns, rowKey: (term) => term.term_id }}
        pagerLabel={say(words.termPages)}
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
        {say(words.holidays)}
      </h3>
      {allTerms.error !== undefined && (
        <Notice tone="error">
          {say(words.notLoaded)} {errorMessage(allTerms.error, undefined, intl)}
        </Notice>
      )}
      {allTerms.data && !shownTerm && <p>{say(words.addTermFirst)}</p>}
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
            label={say(words.holidaysOfTermSelect)}
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
