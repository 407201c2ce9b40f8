import { useState } from 'react';
import type { Term, TermListEntry } from '@leave/contract';
import { Button, Card, Notice } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import { useCopyTimetablesMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { termWords as words } from '../words/terms';
import { Buttons } from './TermForm';

/** The term that ends last before `term` begins, if any. */
export function previousTerm(term: Term, terms: TermListEntry[]): TermListEntry | undefined {
  return terms
    .filter((other) => other.last_day < term.first_day)
    .sort((a, b) => b.last_day.localeCompare(a.last_day))[0];
}

/**
 * After Add Term: carry the previous term's courses into the new one with the same weekly
 * meetings, so a term is set up without opening every course. Nothing is offered when the
 * previous term has no course.
 */
export function CopyTimetablesOffer({
  term,
  terms,
  onDone,
}: {
  term: Term;
  terms: TermListEntry[];
  onDone: () => void;
}) {
  const [copyTimetables, copying] = useCopyTimetablesMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const intl = useIntl();
  const say = intl.formatMessage;
  const previous = previousTerm(term, terms);
  if (!previous || (!previous.courses && !outcome)) return null;

  const copy = async () => {
    const result = await copyTimetables({ from_term_id: previous.term_id, to_term_id: term.term_id });
    // The server's answer, said by its code in another language: how many courses moved.
    const said = {
      code: 'lecture.timetablesCopied',
      params: { count: result.data?.copied.length ?? 0, from: previous.name, to: term.name },
    };
    setOutcome(outcomeOf(result, say(words.notCopied), intl, said));
  };
  const stayed = copying.data?.refused ?? [];

  return (
    <Card aria-labelledby="copy-timetables-title" style={{ marginBottom: 16 }}>
      <h4 id="copy-timetables-title" style={{ margin: '0 0 8px' }}>
        {say(words.copyFrom, { name: previous.name })}
      </h4>
      {outcome ? (
        <>
          <OutcomeNotice outcome={outcome} onDismiss={onDone} />
          {stayed.length > 0 && (
            <Notice tone="info">
              <ul style={{ margin: 0 }}>
                {stayed.map((course) => (
                  <li key={course.course_code}>{sayServerMessage(intl, course)}</li>
                ))}
              </ul>
            </Notice>
          )}
        </>
      ) : (
        <>
          <p style={{ marginTop: 0 }}>
            {say(previous.courses === 1 ? words.copyOne : words.copyMany, {
              count: previous.courses,
              from: previous.name,
              to: term.name,
            })}
          </p>
          <Buttons>
            <Button type="button" disabled={copying.isLoading} onClick={() => void copy()}>
              {say(words.copyTimetables)}
            </Button>
            <Button type="button" $variant="secondary" onClick={onDone}>
              {say(words.notNow)}
            </Button>
          </Buttons>
        </>
      )}
    </Card>
  );
}
