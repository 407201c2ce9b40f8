import { screen } from '@testing-library/react';
import { toIsoDate } from '@leave/contract';
import type { IsoDate } from '@leave/contract';

const dateOfThisMonth = (n: number) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), n);
};

/** Day `n` of the month on display (the current month), as YYYY-MM-DD. */
export const dayOfThisMonth = (n: number): IsoDate => toIsoDate(dateOfThisMonth(n));

/** The accessible name react-calendar gives day `n`'s tile (en-US in jsdom): "November 12, 2026". */
export const tileName = (n: number) =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' }).format(dateOfThisMonth(n));

/** Day `n`'s tile, whatever the tile shows after its date. */
export const dayTile = (n: number) => screen.getByRole('button', { name: new RegExp(`^${tileName(n)}`) });
