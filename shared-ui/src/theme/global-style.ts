import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${theme.font.body};
    color: ${theme.color.text};
    background: ${theme.color.bg};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${theme.color.primary}; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.25; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
