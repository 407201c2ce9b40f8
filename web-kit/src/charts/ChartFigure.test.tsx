import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartFigure } from './ChartFigure';
import type { ChartSpec } from './chartSeries';
import { drawChart } from './drawChart';

jest.mock('./drawChart', () => ({ drawChart: jest.fn(() => ({ destroy: jest.fn() })) }));
const drawn = jest.mocked(drawChart);

const spec: ChartSpec = {
  categories: [
    { key: '2026-11-30', label: '30 Nov' },
    { key: '2026-12-07', label: '7 Dec' },
  ],
  series: [
    { label: 'Counted', values: [2, 0], colour: 'accepted', draw: 'bar' },
    { label: 'Leave percentage', values: [10, 12.5], colour: 'text', draw: 'line', unit: '%' },
  ],
  leftAxis: 'Leave percentage (%)',
  stacked: true,
};

const show = () =>
  render(
    <ChartFigure
      id="cs101"
      title="CS101: leave percentage by week"
      summary="CS101 reaches 12.5% by the last week."
      categoryHeading="Week of"
      spec={spec}
    />,
  );

afterEach(() => {
  drawn.mockClear();
  delete document.documentElement.dataset.colourScheme;
});

it('names the chart by its title and summary, and draws it from the data', () => {
  show();
  expect(screen.getByRole('figure', { name: 'CS101: leave percentage by week' })).toBeInTheDocument();
  const chart = screen.getByRole('img', { name: 'CS101: leave percentage by week' });
  expect(chart).toHaveAccessibleDescription('CS101 reaches 12.5% by the last week.');
  expect(drawn).toHaveBeenCalledWith(chart, spec);
});

it('holds the same numbers in its table, a row per week, which "Show as table" shows', async () => {
  show();
  const table = screen.getByRole('table', { name: 'CS101: leave percentage by week, as a table' });
  const cells = within(table)
    .getAllByRole('row')
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
  expect(cells).toEqual([
    ['Week of', 'Counted', 'Leave percentage'],
    ['30 Nov', '2', '10%'],
    ['7 Dec', '0', '12.5%'],
  ]);
  expect(within(table).getByText('7 Dec').closest('time')).toHaveAttribute('datetime', '2026-12-07');
  const toggle = screen.getByRole('button', { name: 'Show as table' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
});

it('draws again in the new colours when the colour scheme changes', async () => {
  show();
  expect(drawn).toHaveBeenCalledTimes(1);
  await act(async () => {
    document.documentElement.dataset.colourScheme = 'dark';
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(drawn).toHaveBeenCalledTimes(2);
});
