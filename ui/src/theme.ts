/**
 * The product's colours in a light and a dark palette. Components read `theme.color.x`, which is
 * a CSS custom property (`var(--lm-x)`): GlobalStyle sets the light or dark values on the page,
 * from the person's choice (colourScheme.ts) or else their system's, so one stylesheet serves
 * both and a switch repaints nothing but the variables. Each pair meets WCAG AA contrast.
 */
const light = {
  primary: '#1f4e79',
  primaryDark: '#163a5b',
  onPrimary: '#ffffff',
  /** The dashboard's top bar, and the text on it. */
  bar: '#1f4e79',
  onBar: '#ffffff',
  text: '#1d2433',
  muted: '#5b6475',
  border: '#d5dae3',
  surface: '#ffffff',
  background: '#f3f5f9',
  danger: '#b3261e',
  onDanger: '#ffffff',
  dangerSurface: '#fdecea',
  success: '#1e7b34',
  onSuccess: '#ffffff',
  successSurface: '#e6f4ea',
  warning: '#8a5a00',
  focus: '#7aa7d6',
  /** Weekends on calendars, and the stripes of days without a lecture. */
  weekend: '#e9edf3',
  /** Leave status colours on the calendar, and the text on them. */
  rejected: '#c62828',
  onRejected: '#ffffff',
  accepted: '#1e7a46',
  onAccepted: '#ffffff',
  pending: '#f5d90a',
  onPending: '#1d2433',
  /** A lecture marked absent without leave, on the student's calendar. */
  absent: '#6a1b9a',
  onAbsent: '#ffffff',
  /** What dims the page behind an open drawer or dialog on a phone. */
  scrim: 'rgba(16, 24, 40, 0.45)',
  /** The soft shadow under cards, and beside a drawer over the page. */
  shadow: 'rgba(16, 24, 40, 0.12)',
};

export type Palette = typeof light;

const dark: Palette = {
  primary: '#8cbcec',
  primaryDark: '#b3d3f3',
  onPrimary: '#0d1b2a',
  bar: '#1c3550',
  onBar: '#e6e9ef',
  text: '#e6e9ef',
  muted: '#a9b2c3',
  border: '#3d475b',
  surface: '#1b2130',
  background: '#11151e',
  danger: '#f28b82',
  onDanger: '#2a0c0a',
  dangerSurface: '#3a1c1a',
  success: '#81c995',
  onSuccess: '#0b2413',
  successSurface: '#16301f',
  warning: '#f0c36b',
  focus: '#8cbcec',
  weekend: '#262d3d',
  rejected: '#f28b82',
  onRejected: '#2a0c0a',
  accepted: '#81c995',
  onAccepted: '#0b2413',
  pending: '#f5d90a',
  onPending: '#1d2433',
  absent: '#d7aefb',
  onAbsent: '#2a0c3a',
  scrim: 'rgba(0, 0, 0, 0.6)',
  shadow: 'rgba(0, 0, 0, 0.5)',
};

export const palettes = { light, dark } as const;

const variableOf = (name: string) => `--lm-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The CSS declarations that give a palette's values to the variables `theme.color` names. */
export const paletteDeclarations = (palette: Palette) =>
  Object.entries(palette)
    .map(([name, value]) => `${variableOf(name)}: ${value};`)
    .join(' ');

/** Screens whose controls are tapped: narrow ones, and any with a coarse pointer. */
export const TOUCH_SIZED = '(max-width: 640px), (pointer: coarse)';

export const theme = {
  color: Object.fromEntries(Object.keys(light).map((name) => [name, `var(${variableOf(name)})`])) as Record<
    keyof Palette,
    string
  >,
  radius: '8px',
  drawerWidth: '200px',
  /** The least width and height of a control on a phone (WCAG 2.5.5). */
  tapTarget: '44px',
  /** The one width of every select (less on a narrow card). */
  selectWidth: '26rem',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type Theme = typeof theme;
