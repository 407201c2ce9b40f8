import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SortOrder } from '@leave/contract';
import { Button, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { listWords } from '../words/lists';
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

/** A list's own words, in the language in use when said. */
export interface SearchableListWords {
  /** The view's heading and title, and the table's name: "Students". */
  title: MessageDescriptor;
  search: MessageDescriptor;
  /** Its count: "No students", "1 student", "{count} students". */
  none: MessageDescriptor;
  one: MessageDescriptor;
  many: MessageDescriptor;
  /** "The students could not be loaded." */
  notLoaded: MessageDescriptor;
  /** The pager's name: "Pages of students". */
  pages: MessageDescriptor;
  /** The CSV button: "Download students (CSV)", and the list it holds: "The students list". */
  download: MessageDescriptor;
  what: MessageDescriptor;
}

interface SearchableListProps<T, S extends string> {
  words: SearchableListWords;
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
  const { words, sorts, columns, rowKey, useList, exportCsv, filename } = props;
  const say = useIntl().formatMessage;
  const title = say(words.title);
  const count = (total: number) =>
    total === 1 ? say(words.one) : total ? say(words.many, { count: total }) : say(words.none);
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
            label={say(words.search)}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit">{say(listWords.search)}</Button>
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
      loadError={say(words.notLoaded)}
      status={(total) => (q ? say(listWords.matching, { count: count(total), q }) : count(total))}
      table={{ label: title, columns, rowKey }}
      pagerLabel={say(words.pages)}
      csv={{
        label: say(words.download),
        filename,
        what: say(words.what),
        fetchCsv: () => exportCsv(filters),
      }}
    />
  );
}
