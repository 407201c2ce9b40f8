import styled from 'styled-components';
import { theme } from './theme';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: middle;
  }
  th {
    color: ${theme.color.muted};
    font-weight: 600;
  }
`;
