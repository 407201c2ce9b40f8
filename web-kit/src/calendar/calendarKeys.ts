import { addDays } from '@leave/contract';
import type { IsoDate } from '@leave/contract';

const PREFIX = 'day-';

/** The class that tells which date a month-view tile is (react-calendar's tiles carry no date). */
export const isoTileClass = (iso: IsoDate) => `${PREFIX}${iso}`;

export function isoOfTile(tile: Element): IsoDate | null {
  const found = Array.from(tile.classList).find((name) => name.startsWith(PREFIX));
  return found ? (found.slice(PREFIX.length) as IsoDate) : null;
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
/** Right to left, the week runs from the right: the arrow keys move the way they point. */
const RTL_STEPS: Record<string, number> = { ...STEPS, ArrowLeft: 1, ArrowRight: -1 };

/** The same day of the month `months` away, or that month's last day if it is shorter. */
function sameDayInMonth(from: IsoDate, months: number): IsoDate {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}` as IsoDate;
}

/** Where a key moves the focus from the day `from`, shown in `tile`; null for other keys. */
export function keyboardTarget(key: string, from: IsoDate, tile: Element): IsoDate | null {
  const step = (tile.closest('[dir]')?.getAttribute('dir') === 'rtl' ? RTL_STEPS : STEPS)[key];
  if (step !== undefined) return addDays(from, step);
  if (key === 'PageUp') return sameDayInMonth(from, -1);
  if (key === 'PageDown') return sameDayInMonth(from, 1);
  if (key === 'Home' || key === 'End') {
    const column = tile.parentElement ? Array.from(tile.parentElement.children).indexOf(tile) % 7 : 0;
    return addDays(from, key === 'Home' ? -column : 6 - column);
  }
  return null;
}
