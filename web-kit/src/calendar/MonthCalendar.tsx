import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import Calendar from 'react-calendar';
import type { TileArgs } from 'react-calendar';
import calendarSheet from 'react-calendar/dist/Calendar.css';
import { createGlobalStyle } from '@leave/ui/styled';
import { fromIsoDate, monthOf, toIsoDate } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { calendarWords } from '../words/calendar';
import { CalendarFrame } from './CalendarFrame';
import type { DayTone } from './CalendarFrame';
import { isoOfTile, isoTileClass, keyboardTarget } from './calendarKeys';

export interface MonthCalendarProps {
  /** Names the calendar for assistive technology ("Leave calendar"). */
  label: string;
  /** The selected day, marked with a ring. */
  value: IsoDate | null;
  onSelectDay: (date: IsoDate) => void;
  /** Called with the month on show (YYYY-MM) whenever it changes. */
  onMonthChange?: (month: string) => void;
  /** Extra class names for a day of the month view (a status colour, say). */
  dayClassName?: (date: IsoDate) => string | null;
  /** Extra content inside a day's tile; text in it becomes part of the day's accessible name. */
  dayContent?: (date: IsoDate) => ReactNode;
  /** The colours of the class names `dayClassName` gives. */
  dayTones?: Record<string, DayTone>;
  /** The day underlined as today: the school's (useSchoolToday), else the browser's. */
  today?: IsoDate;
}

/** react-calendar's own stylesheet; CalendarFrame's rules, one class more specific, win over it. */
const CalendarSheet = createGlobalStyle`${calendarSheet}`;

const firstOfMonth = (date: IsoDate) => fromIsoDate(`${monthOf(date)}-01` as IsoDate);
const todayIso = () => toIsoDate(new Date());

/**
 * react-calendar's month view made usable by keyboard and readable by everyone: the grid is one
 * Tab stop and the arrow keys move between days (Home/End: start and end of the week; Page Up
 * and Page Down: the month before and after), crossing into other months; focus and selection
 * are rings that never hide a day's colour; today is underlined and named "(today)".
 */
export function MonthCalendar({
  label,
  value,
  onSelectDay,
  onMonthChange,
  dayClassName,
  dayContent,
  dayTones,
  today = todayIso(),
}: MonthCalendarProps) {
  const root = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const say = intl.formatMessage;
  // English keeps the browser's own month and weekday names, as always; another language its own.
  const locale = useLanguage() === SOURCE_LANGUAGE ? undefined : intl.locale;
  const [focusDate, setFocusDate] = useState<IsoDate>(() => value ?? today);
  const [activeStartDate, setActiveStartDate] = useState(() => firstOfMonth(value ?? today));
  const moveFocus = useRef(false);

  const showMonth = (start: Date) => {
    setActiveStartDate(start);
    onMonthChange?.(monthOf(start));
  };

  // The grid's single Tab stop is the focused day if on show, else the selected day, today, or the 1st.
  useLayoutEffect(() => {
    const days = root.current?.querySelectorAll<HTMLButtonElement>('.react-calendar__month-view__days__day') ?? [];
    if (days.length === 0) return;
    const find = (iso: IsoDate | null) => (iso ? Array.from(days).find((day) => isoOfTile(day) === iso) : undefined);
    const month = monthOf(activeStartDate);
    const inMonth = (iso: IsoDate | null) => (iso?.startsWith(month) ? iso : null);
    const stop =
      find(inMonth(focusDate)) ??
      find(inMonth(value)) ??
      find(inMonth(today)) ??
      find(`${month}-01` as IsoDate) ??
      days[0];
    days.forEach((day) => {
      day.tabIndex = day === stop ? 0 : -1;
    });
    if (moveFocus.current) {
      moveFocus.current = false;
      stop?.focus();
    }
  });

  // A day selected from outside becomes the focused day (React's "adjust state on a prop change").
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value) setFocusDate(value);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tile = (event.target as HTMLElement).closest<HTMLElement>('.react-calendar__tile');
    const from = tile ? isoOfTile(tile) : null;
    if (!tile || !from) return;
    const to = keyboardTarget(event.key, from, tile);
    if (!to) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDate(to);
    if (monthOf(to) !== monthOf(activeStartDate)) showMonth(firstOfMonth(to));
  };

  const isoOf = ({ date, view }: TileArgs) => (view === 'month' ? toIsoDate(date) : null);

  return (
    <CalendarFrame ref={root} role="group" aria-label={label} onKeyDown={onKeyDown} $tones={dayTones}>
      <CalendarSheet />
      <Calendar
        locale={locale}
        // Weeks start on Monday whatever the language (the arrow keys' Home and End count on it).
        calendarType="iso8601"
        value={value ? fromIsoDate(value) : null}
        activeStartDate={activeStartDate}
        onActiveStartDateChange={({ activeStartDate: start, view }) => {
          if (start && view === 'month') showMonth(start);
          else if (start) setActiveStartDate(start);
        }}
        prevAriaLabel={say(calendarWords.previousMonth)}
        nextAriaLabel={say(calendarWords.nextMonth)}
        prev2AriaLabel={say(calendarWords.previousYear)}
        next2AriaLabel={say(calendarWords.nextYear)}
        onClickDay={(date) => {
          setFocusDate(toIsoDate(date));
          onSelectDay(toIsoDate(date));
        }}
        tileClassName={(args) => {
          const iso = isoOf(args);
          if (!iso) return null;
          return [isoTileClass(iso), dayClassName?.(iso)].filter(Boolean).join(' ');
        }}
        tileContent={(args) => {
          const iso = isoOf(args);
          if (!iso) return null;
          return (
            <>
              {iso === today && <span className="visually-hidden">{say(calendarWords.today)}</span>}
              {dayContent?.(iso)}
            </>
          );
        }}
      />
    </CalendarFrame>
  );
}
