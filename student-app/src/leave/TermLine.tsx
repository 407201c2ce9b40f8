import { styled } from '@leave/ui/styled';
import type { EnrollmentStanding, IsoDate, Term } from '@leave/contract';
import { theme } from '@leave/ui';
import { termProgress } from '@leave/domain';
import { useIntl } from '@leave/ui/i18n';
import { useDateFormat } from '@leave/web-kit';
import { words } from '../words/words';

const Line = styled.p`
  margin: -4px 0 16px;
  color: ${theme.color.text};
`;

const Detail = styled.span`
  color: ${theme.color.muted};
`;

interface TermLineProps {
  term: Term | null | undefined;
  today: IsoDate;
  enrollments: EnrollmentStanding[];
  rollNo: number;
}

/**
 * The term of the school's today, its days and where today is in it, and the lectures still to
 * come in each of the student's courses: "Autumn 2026: Mon 3 Aug – Fri 18 Dec 2026. Week 18 of
 * 20. Lectures after today: CS101 12, CS201 10." Nothing between terms.
 */
export function TermLine({ term, today, enrollments, rollNo }: TermLineProps) {
  const format = useDateFormat();
  const say = useIntl().formatMessage;
  if (!term) return null;
  const { week, weeks } = termProgress(term, today);
  const toCome = enrollments
    .filter((enrolment) => enrolment.roll_no === rollNo)
    .map((enrolment) => ({
      code: enrolment.course_code,
      left: Math.max(0, enrolment.total_lectures - enrolment.attendance.held),
    }));
  return (
    <Line>
      <strong>{term.name}</strong>:{' '}
      <time dateTime={`${term.first_day}/${term.last_day}`}>{format.range(term.first_day, term.last_day)}</time>.{' '}
      <Detail>
        {say(words.termWeek, { week, weeks })}
        {toCome.length > 0 &&
          ` ${say(words.lecturesAfterToday, { courses: toCome.map(({ code, left }) => `${code} ${left}`).join(', ') })}`}
      </Detail>
    </Line>
  );
}
