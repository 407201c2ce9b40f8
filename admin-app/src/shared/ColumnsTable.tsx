import type { ReactNode } from 'react';
import { StackedTable } from '@leave/ui';

/** One column of a list's table: its heading, and what each row shows under it. */
export interface Column<T> {
  label: string;
  cell: (item: T) => ReactNode;
}

interface ColumnsTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: Array<Column<T>>;
  items: T[];
  rowKey: (item: T) => string | number;
}

/** A list's rows as a table that stacks into one card per row on a phone; nothing for no rows. */
export function ColumnsTable<T>({ label, columns, items, rowKey }: ColumnsTableProps<T>) {
  if (!items.length) return null;
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
        {items.map((item) => (
          <tr key={rowKey(item)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
