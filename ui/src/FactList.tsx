import { styled } from '@leave/ui/styled';
import { theme } from './theme';

/**
 * Label and value pairs (a definition list), as the profile, course and leave cards show them.
 * In a narrow card the labels wrap (they take at most half the width) rather than the values
 * being squeezed out of the card; a date (`<time>`) never breaks at its hyphens.
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
  time {
    white-space: nowrap;
  }
`;
