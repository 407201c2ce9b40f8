/**
 * Draws a chart on a canvas with Chart.js, in the page's colours: each colour is read from its
 * `--lm-*` variable when the chart is drawn, so a chart drawn again after the colour scheme
 * changes takes the new palette. Only the parts of Chart.js these charts use are registered, so
 * the rest is left out of the download (the views that draw charts download this file alone).
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ChartDataset } from 'chart.js';
import type { ChartColour, ChartSeries, ChartSpec } from './chartSeries';

let registered = false;

const variableOf = (colour: ChartColour) => `--lm-${colour.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A bar's fill: its colour, striped or dotted in the surface's colour when the series asks. */
function fillOf(context: CanvasRenderingContext2D, colour: string, surface: string, series: ChartSeries) {
  if (!series.pattern || series.pattern === 'solid') return colour;
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const pen = tile.getContext('2d');
  if (!pen) return colour;
  pen.fillStyle = colour;
  pen.fillRect(0, 0, 8, 8);
  pen.fillStyle = surface;
  pen.strokeStyle = surface;
  if (series.pattern === 'stripes') {
    pen.lineWidth = 2;
    pen.beginPath();
    pen.moveTo(0, 8);
    pen.lineTo(8, 0);
    pen.moveTo(-2, 2);
    pen.lineTo(2, -2);
    pen.moveTo(6, 10);
    pen.lineTo(10, 6);
    pen.stroke();
  } else {
    pen.beginPath();
    pen.arc(4, 4, 1.6, 0, Math.PI * 2);
    pen.fill();
  }
  return context.createPattern(tile, 'repeat') ?? colour;
}

const POINT_STYLES = ['circle', 'rectRot', 'triangle', 'rect'] as const;

/** Draws `spec` on `canvas`; answers the chart, to destroy before drawing again, or null where the canvas cannot draw. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): { destroy(): void } | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (!registered) {
    Chart.register(
      BarController,
      BarElement,
      CategoryScale,
      Legend,
      LinearScale,
      LineController,
      LineElement,
      PointElement,
      Tooltip,
    );
    registered = true;
  }
  const styles = getComputedStyle(canvas);
  const colour = (name: ChartColour) => styles.getPropertyValue(variableOf(name)).trim();
  const text = colour('text');
  const grid = colour('border');
  const surface = colour('surface');
  let lines = 0;
  const datasets = spec.series.map((series): ChartDataset<'bar' | 'line', number[]> => {
    const own = colour(series.colour);
    const yAxisID = series.rightAxis ? 'right' : 'left';
    if (series.draw === 'bar') {
      return {
        type: 'bar',
        label: series.label,
        data: series.values,
        backgroundColor: fillOf(context, own, surface, series),
        borderColor: own,
        borderWidth: 1,
        yAxisID,
        ...(spec.stacked ? { stack: 'one' } : {}),
        order: 2,
      };
    }
    const dashed = series.draw === 'dashed line';
    return {
      type: 'line',
      label: series.label,
      data: series.values,
      borderColor: own,
      backgroundColor: own,
      borderWidth: 2,
      borderDash: dashed ? [6, 4] : [],
      pointStyle: dashed ? false : POINT_STYLES[lines++ % POINT_STYLES.length],
      pointRadius: 2,
      yAxisID,
      order: 1,
    };
  });
  const barsOn = (position: 'left' | 'right') =>
    spec.series.some((series) => series.draw === 'bar' && !!series.rightAxis === (position === 'right'));
  const axis = (title: string, position: 'left' | 'right') => ({
    type: 'linear' as const,
    position,
    beginAtZero: true,
    // A count of lectures reads as a count: one lecture is not a bar the chart's full height.
    ...(barsOn(position) ? { suggestedMax: 4 } : {}),
    stacked: spec.stacked && barsOn(position),
    title: { display: true, text: title, color: text },
    ticks: { color: text, precision: 0 },
    grid: { color: grid, drawOnChartArea: position === 'left' },
  });
  return new Chart(canvas, {
    type: 'bar',
    data: { labels: spec.categories.map((category) => category.label), datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { stacked: spec.stacked, ticks: { color: text }, grid: { color: grid } },
        left: axis(spec.leftAxis, 'left'),
        ...(spec.rightAxis ? { right: axis(spec.rightAxis, 'right') } : {}),
      },
      plugins: {
        legend: { labels: { color: text, usePointStyle: false } },
        tooltip: { mode: 'index', intersect: false },
      },
    },
  });
}
