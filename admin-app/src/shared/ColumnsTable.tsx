import type { ReactNode } from 'react';
import { ExpandableRow, StackedTable } from '@leave/ui/table';

/** One column of a list's table: its heading, and what each row shows under it. */
export interface Column<T> {
  label: string;
  cell: (item: T) => ReactNode;
  /** Left out of a row's card on a phone until the row is opened (with `rowName`). */
  detail?: boolean;
}

interface ColumnsTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: Array<Column<T>>;
  items: T[];
  rowKey: (item: T) => string | number;
  /** Names a row ("Line 3") for its Details button, when some columns wait behind it on a phone. */
  rowName?: (item: T) => string;
  /** The Details toggle's words for a row of that name, in the language in use (English unless given). */
  detailsWords?: (name: string) => { details: string; detailsOf: string };
}

/** A list's rows as a table that stacks into one card per row on a phone; nothing for no rows. */
export function ColumnsTable<T>({ label, columns, items, rowKey, rowName, detailsWords }: ColumnsTableProps<T>) {
  if (!items.length) return null;
  const cells = (item: T) =>
    columns.map((column) => (
      <td key={column.label} data-label={column.label} data-detail={rowName && column.detail ? '' : undefined}>
        {column.cell(item)}
      </td>
    ));
  return (
    <StackedTable aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) =>
          rowName && columns.some((column) => column.detail) ? (
            <ExpandableRow key={rowKey(item)} label={rowName(item)} words={detailsWords?.(rowName(item))}>
              {cells(item)}
            </ExpandableRow>
          ) : (
            <tr key={rowKey(item)}>{cells(item)}</tr>
          ),
        )}
      </tbody>
    </StackedTable>
  );
}
