import { createGlobalStyle } from '@leave/ui/styled';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${theme.font};
    color: ${theme.color.text};
    background: ${theme.color.background};
    line-height: 1.5;
  }
  :focus-visible { outline: 3px solid #7aa7d6; outline-offset: 2px; }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
