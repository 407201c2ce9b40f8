import { css, styled } from '@leave/ui/styled';
import { theme } from '@leave/ui';

/** A day tile's colours for one class name (a leave status, say). */
export interface DayTone {
  background: string;
  color: string;
  /** The border that stands for the colour in forced-colours mode, which drops backgrounds. */
  forcedColoursBorder?: 'solid' | 'dashed' | 'dotted' | 'double';
}

/**
 * Forced-colours mode (Windows' contrast themes) paints every background in the theme's one
 * colour, so there a tone is told by its border's style instead, in the theme's text colour.
 */
export const forcedColoursBorder = (tone: Pick<DayTone, 'forcedColoursBorder'>) =>
  tone.forcedColoursBorder &&
  css`
    @media (forced-colors: active) {
      border: 2px ${tone.forcedColoursBorder} CanvasText;
    }
  `;

const WEEKEND_TINT = theme.color.weekend;

/**
 * The selected day's mark: a dark ring inside a white one, visible on any day colour; in
 * forced-colours mode, which drops shadows, a double outline in the theme's text colour.
 */
export const SELECTED_MARK = css`
  box-shadow:
    inset 0 0 0 3px ${theme.color.text},
    inset 0 0 0 5px ${theme.color.surface};
  @media (forced-colors: active) {
    outline: 4px double CanvasText;
    outline-offset: -4px;
  }
`;

const toneRules = (tones: Record<string, DayTone>) =>
  Object.entries(tones).map(
    ([name, tone]) => css`
      .react-calendar
        .react-calendar__tile.${name},
        .react-calendar
        .react-calendar__tile.${name}:enabled:hover,
        .react-calendar
        .react-calendar__tile.${name}:enabled:focus {
        background: ${tone.background};
        color: ${tone.color};
        ${forcedColoursBorder(tone)}
      }
    `,
  );

/**
 * react-calendar's look brought to WCAG AA. Its own sheet removes the focus outline, greys a
 * focused tile (hiding its colour), paints today Pending-yellow and weekends Rejected-red; here
 * a day keeps its colour under focus and selection, focus is a ring, selection a double ring,
 * today is underlined and weekends tinted grey, a colour no legend uses.
 */
export const CalendarFrame = styled.div<{ $tones?: Record<string, DayTone> }>`
  .react-calendar {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font-family: inherit;
    width: 100%;
    max-width: 420px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
  .react-calendar button {
    font-family: inherit;
    color: inherit;
  }
  .react-calendar .react-calendar__navigation button:enabled:hover,
  .react-calendar .react-calendar__navigation button:enabled:focus {
    background-color: ${theme.color.background};
  }
  .react-calendar .react-calendar__navigation button:disabled {
    background-color: ${theme.color.background};
    color: ${theme.color.muted};
  }
  /* Right to left, the previous month's button is on the right: its arrow points that way. */
  [dir='rtl'] & .react-calendar__navigation__arrow {
    transform: scaleX(-1);
  }
  .react-calendar button:focus-visible {
    outline: 3px solid ${theme.color.primary};
    outline-offset: 1px;
    position: relative;
    z-index: 1;
  }
  .react-calendar .react-calendar__tile {
    color: ${theme.color.text};
  }
  .react-calendar .react-calendar__month-view__days__day--weekend {
    color: ${theme.color.text};
    background: ${WEEKEND_TINT};
  }
  .react-calendar .react-calendar__month-view__days__day--neighboringMonth {
    color: ${theme.color.muted};
  }
  .react-calendar .react-calendar__tile--now {
    background: transparent;
  }
  .react-calendar .react-calendar__tile--now.react-calendar__month-view__days__day--weekend {
    background: ${WEEKEND_TINT};
  }
  .react-calendar .react-calendar__tile--now abbr {
    font-weight: 700;
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
  }
  .react-calendar .react-calendar__tile--active,
  .react-calendar .react-calendar__tile--hasActive {
    background: transparent;
    color: ${theme.color.text};
    ${SELECTED_MARK}
  }
  .react-calendar .react-calendar__tile:enabled:hover,
  .react-calendar .react-calendar__tile:enabled:focus {
    background-color: ${theme.color.background};
  }
  ${({ $tones }) => ($tones ? toneRules($tones) : '')}
`;
