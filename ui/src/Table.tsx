import { styled } from '@leave/ui/styled';
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

/**
 * A table that becomes one card per row on a phone: each cell shows its column's name (from
 * its data-label) above its value, so nothing needs sideways scrolling at 375px.
 */
export const StackedTable = styled(Table)`
  @media (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      border: 1px solid ${theme.color.border};
      border-radius: ${theme.radius};
      margin-bottom: 12px;
      padding: 4px 0;
    }
    td {
      display: block;
      border-bottom: none;
      padding: 4px 12px;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-weight: 600;
      color: ${theme.color.muted};
    }
  }
`;
