import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SortOrder } from '@leave/contract';
import { Button, TextField } from '@leave/ui';
import type { Column } from './ColumnsTable';
import { PAGE_SIZES } from './ListControls';
import { ListPage } from './ListPage';
import type { ListResult } from './ListPage';

/** A list's search and order, as its query and its CSV download take them. */
export interface ListFilters<S extends string> {
  q?: string;
  sort: S;
  order: SortOrder;
}

interface SearchableListProps<T, S extends string> {
  /** The view's heading and title, and the table's name: "Students". */
  title: string;
  searchLabel: string;
  /** Counts in words: (1) => "1 student". */
  count: (total: number) => string;
  sorts: Array<{ value: S; label: string }>;
  columns: Array<Column<T>>;
  rowKey: (item: T) => string | number;
  /** The list's RTK Query result for these filters and this page. */
  useList: (args: ListFilters<S> & { page: number; page_size: number }) => ListResult<T>;
  /** Fetches the CSV for these filters. */
  exportCsv: (filters: ListFilters<S>) => PromiseLike<{ data?: string; error?: unknown }>;
  filename: string;
}

/** A server-side list: search, sort, order, 25/50/100 a page, a table that stacks on a phone, and its CSV. */
export function SearchableList<T, S extends string>(props: SearchableListProps<T, S>) {
  const { title, searchLabel, count, sorts, columns, rowKey, useList, exportCsv, filename } = props;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<S>(sorts[0]!.value);
  const [order, setOrder] = useState<SortOrder>('asc');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const filters: ListFilters<S> = { ...(q ? { q } : {}), sort, order };
  const result = useList({ ...filters, page, page_size: pageSize });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  return (
    <ListPage
      title={title}
      form={
        <form role="search" aria-label={title} onSubmit={search}>
          <TextField
            label={searchLabel}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit">Search</Button>
        </form>
      }
      controls={{
        sorts,
        sort,
        order,
        pageSize,
        onChange: (next) => {
          setSort(next.sort as S);
          setOrder(next.order);
          setPageSize(next.pageSize);
          setPage(1);
        },
      }}
      result={result}
      page={page}
      onPage={setPage}
      loadError={`The ${title.toLowerCase()} could not be loaded.`}
      status={(total) => `${count(total)}${q ? ` matching "${q}"` : ''}`}
      table={{ label: title, columns, rowKey }}
      pagerLabel={`Pages of ${title.toLowerCase()}`}
      csv={{
        label: `Download ${title.toLowerCase()} (CSV)`,
        filename,
        what: `The ${title.toLowerCase()} list`,
        fetchCsv: () => exportCsv(filters),
      }}
    />
  );
}

/** "1 student", "2 students", "No students". */
export const counted = (singular: string, plural: string) => (total: number) =>
  total === 1 ? `1 ${singular}` : total ? `${total} ${plural}` : `No ${plural}`;
