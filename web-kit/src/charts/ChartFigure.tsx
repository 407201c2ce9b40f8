import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { styled } from '@leave/ui/styled';
import { Button, theme } from '@leave/ui';
import { StackedTable } from '@leave/ui/table';
import { useIntl } from '@leave/ui/i18n';
import { chartWords as words } from '../words/chart';
import type { ChartSpec } from './chartSeries';
import { drawChart } from './drawChart';

const Figure = styled.figure`
  margin: 0 0 24px;
  padding: 16px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0 0 8px;
  font-size: 1.1rem;
`;

const Summary = styled.p`
  margin: 0 0 12px;
`;

const Canvas = styled.div`
  position: relative;
  height: 260px;
  width: 100%;
`;

/** Out of sight but read by screen readers, until "Show as table" shows it. */
const TableBox = styled.div<{ $shown: boolean }>`
  margin-top: 12px;
  ${({ $shown }) =>
    $shown
      ? ''
      : `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
`;

/** Whether the page's colour scheme changed (the switch, or the system's), to draw again in its colours. */
function subscribeToScheme(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-colour-scheme'] });
  const system = window.matchMedia?.('(prefers-color-scheme: dark)');
  system?.addEventListener?.('change', changed);
  return () => {
    observer.disconnect();
    system?.removeEventListener?.('change', changed);
  };
}
const schemeNow = () =>
  `${document.documentElement.dataset.colourScheme ?? ''}${window.matchMedia?.('(prefers-color-scheme: dark)')?.matches ? ' dark' : ''}`;

interface ChartFigureProps {
  /** Makes the figure's ids unique on the page. */
  id: string;
  title: string;
  /** What the chart shows, in a sentence or two: its point for everyone, and its text for a screen reader. */
  summary: string;
  /** The first column's heading in the table (what a category is: "Week of"). */
  categoryHeading: string;
  spec: ChartSpec;
}

/**
 * A chart with what makes it accessible: a title, a summary in words, the chart itself (a canvas
 * named by both), and its data as a table, which screen readers read and "Show as table" shows.
 * The table holds exactly the chart's numbers.
 */
export function ChartFigure({ id, title, summary, categoryHeading, spec }: ChartFigureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [tableShown, setTableShown] = useState(false);
  const say = useIntl().formatMessage;
  const scheme = useSyncExternalStore(subscribeToScheme, schemeNow, () => '');
  const drawn = JSON.stringify(spec);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = drawChart(canvas.current, JSON.parse(drawn) as ChartSpec);
    return () => chart?.destroy();
  }, [drawn, scheme]);
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const tableId = `${id}-table`;
  return (
    <Figure aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <Summary id={summaryId}>{summary}</Summary>
      <Canvas>
        <canvas ref={canvas} role="img" aria-labelledby={titleId} aria-describedby={summaryId}>
          {summary}
        </canvas>
      </Canvas>
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
        style={{ marginTop: 12 }}
      >
        {say(tableShown ? words.hideTable : words.showTable)}
      </Button>
      <TableBox id={tableId} $shown={tableShown}>
        <StackedTable aria-label={say(words.asTable, { title })}>
          <thead>
            <tr>
              <th scope="col">{categoryHeading}</th>
              {spec.series.map((series) => (
                <th scope="col" key={series.label}>
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.categories.map((category, row) => (
              <tr key={category.key}>
                <th scope="row" data-label={categoryHeading}>
                  <time dateTime={category.key}>{category.label}</time>
                </th>
                {spec.series.map((series) => (
                  <td key={series.label} data-label={series.label}>
                    {series.values[row]}
                    {series.unit ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </TableBox>
    </Figure>
  );
}
