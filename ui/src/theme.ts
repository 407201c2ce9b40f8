export const theme = {
  color: {
    primary: '#1f4e79',
    primaryDark: '#163a5b',
    onPrimary: '#ffffff',
    text: '#1d2433',
    muted: '#5b6475',
    border: '#d5dae3',
    surface: '#ffffff',
    background: '#f3f5f9',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1e7b34',
    successSurface: '#e6f4ea',
    /** Leave status colours on the calendar. */
    rejected: '#c62828',
    accepted: '#1e7a46',
    pending: '#f5d90a',
  },
  radius: '8px',
  drawerWidth: '200px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type Theme = typeof theme;
