import { createGlobalStyle } from '@leave/ui/styled';
import { paletteDeclarations, palettes, theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  :root { color-scheme: light; ${paletteDeclarations(palettes.light)} }
  @media (prefers-color-scheme: dark) {
    :root:not([data-colour-scheme='light']) { color-scheme: dark; ${paletteDeclarations(palettes.dark)} }
  }
  :root[data-colour-scheme='dark'] { color-scheme: dark; ${paletteDeclarations(palettes.dark)} }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${theme.font};
    color: ${theme.color.text};
    background: ${theme.color.background};
    line-height: 1.5;
  }
  /* Every link in the product's colour, readable in both palettes (the browser's blue is not). */
  a { color: ${theme.color.primary}; text-underline-offset: 2px; }
  a:hover { color: ${theme.color.primaryDark}; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
