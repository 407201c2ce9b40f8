import { styled } from '@leave/ui/styled';
import type { HolidayDay, IsoDate } from '@leave/contract';
import { useIntl } from '@leave/ui/i18n';
import { calendarWords } from '../words/calendar';

const Name = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 0.75em;
  font-style: italic;
  line-height: 1.15;
  /* Lines break between words only ("Founders' / Day", never "Founde / rs' Day"); a word longer
     than the tile is hyphenated where the language allows ("Independ- / ence") rather than cut. */
  overflow-wrap: normal;
  word-break: normal;
  hyphens: auto;
`;

/**
 * A holiday's name inside a day's tile (`dayContent`): written on the day, not told by a colour,
 * and read with the date ("December 2, 2026 Holiday: Founders' Day").
 */
export function HolidayName({ name }: { name: string }) {
  return (
    <Name>
      <span className="visually-hidden">{useIntl().formatMessage(calendarWords.holiday)}</span>
      {name}
    </Name>
  );
}

/** Each date's holiday name (two holidays on one date share it). */
export function holidaysByDate(holidays: HolidayDay[]): Map<IsoDate, string> {
  const names = new Map<IsoDate, string>();
  for (const { date, name } of holidays) {
    const before = names.get(date);
    if (before?.split(', ').includes(name)) continue;
    names.set(date, before ? `${before}, ${name}` : name);
  }
  return names;
}
