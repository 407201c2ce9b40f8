import styled from 'styled-components';
import { theme } from './theme';

/** Label and value pairs (a definition list), as the profile, course and leave cards show them. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;
