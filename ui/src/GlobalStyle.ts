import { createGlobalStyle } from '@leave/ui/styled';
import { paletteDeclarations, palettes, theme, TOUCH_SIZED } from './theme';

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
  /*
   * On a phone (or any touch screen) every control is a fingertip's size, 44x44 CSS px (WCAG 2.5.5),
   * here once rather than screen by screen: buttons (the menu, the bell, a notice's close, calendar
   * days) and fields. A link inside a sentence is WCAG's exception and stays inline.
   */
  @media ${TOUCH_SIZED} {
    button, summary, [role='button'], select, textarea,
    input:not([type='checkbox']):not([type='radio']):not([type='hidden']) {
      min-height: ${theme.tapTarget};
    }
    button, summary, [role='button'] { min-width: ${theme.tapTarget}; }
    summary { display: flex; align-items: center; }
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
