import { useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { theme } from '@leave/ui';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: 8px 10px;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: middle;
  }
  th {
    color: ${theme.color.muted};
    font-weight: 600;
  }
`;

const PHONE = '(max-width: 640px)';
/** The width of a column's name beside its value in a phone's card. */
const LABEL_WIDTH = '7.5rem';

/**
 * A table that becomes one compact card per row on a phone: each cell shows its column's name
 * (from its data-label) beside its value, so nothing needs sideways scrolling at 375px. Cells
 * marked `data-detail` are left out of a phone's card until its ExpandableRow is opened.
 */
export const StackedTable = styled(Table)`
  .row-toggle {
    display: none;
  }
  @media ${PHONE} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: flex;
      flex-direction: column;
      border: 1px solid ${theme.color.border};
      border-radius: ${theme.radius};
      margin-bottom: 8px;
      padding: 4px 0;
    }
    td {
      display: block;
      border-bottom: none;
      padding: 2px 12px;
    }
    /* The column's name sits in the cell's left padding (a float pulled back into it), so a
       value of several lines keeps its own column and a name of two lines makes the cell taller. */
    td[data-label] {
      display: flow-root;
      padding-inline-start: calc(12px + ${LABEL_WIDTH} + 8px);
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      float: inline-start;
      width: ${LABEL_WIDTH};
      margin-inline-start: calc(-${LABEL_WIDTH} - 8px);
      font-weight: 600;
      color: ${theme.color.muted};
      overflow-wrap: normal;
    }
    td[data-label]:empty {
      display: none;
    }
    td[data-detail] {
      order: 2;
    }
    tr:not([data-open]) td[data-detail] {
      display: none;
    }
    .row-toggle {
      display: block;
      order: 1;
    }
  }
`;

const ToggleButton = styled.button`
  font: inherit;
  font-size: 0.9rem;
  padding: 4px 0;
  border: none;
  background: none;
  color: ${theme.color.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
`;

interface ExpandableRowProps {
  /** Whose row it is, for the toggle's name ("Details of 1001 Aarav Sharma"). */
  label: string;
  /** The row's cells; those marked `data-detail` wait behind the toggle on a phone. */
  children: ReactNode;
  /** The toggle's words in the language in use (English unless given): its text and its name. */
  words?: { details: string; detailsOf: string };
}

/**
 * A row of a StackedTable that on a phone shows its main cells and opens to the rest with a
 * button (keyboard and screen readers included). On a wider screen every cell is in its column
 * and the button is not shown.
 */
export function ExpandableRow({ label, children, words }: ExpandableRowProps) {
  const [open, setOpen] = useState(false);
  return (
    <tr data-open={open ? '' : undefined}>
      {children}
      <td className="row-toggle">
        <ToggleButton
          type="button"
          aria-expanded={open}
          aria-label={words?.detailsOf ?? `Details of ${label}`}
          onClick={() => setOpen(!open)}
        >
          {/* eslint-disable-next-line i18next/no-literal-string -- ui's English default, for a caller that passes no words */}
          {words?.details ?? 'Details'}
        </ToggleButton>
      </td>
    </tr>
  );
}
