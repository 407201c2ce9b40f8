import { screen } from '@testing-library/react';

/** A chart's table (ChartFigure) as rows of cell texts, its header row first: what a screen reader reads. */
export async function chartTable(title: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: `${title}, as a table` });
  return Array.from((table as HTMLTableElement).rows, (row) => Array.from(row.cells, (cell) => cell.textContent ?? ''));
}
