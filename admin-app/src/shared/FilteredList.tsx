import { useState } from 'react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Button } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { CsvDownload } from '@leave/web-kit';
import type { Column } from './ColumnsTable';
import { PAGE_SIZES } from './ListControls';
import { ListPage } from './ListPage';
import { listWords } from '../words/lists';
import type { ListResult } from './ListPage';

interface FilteredListProps<T, F> {
  /** The view's heading and title: "Audit Trail". */
  title: string;
  /** The filter form's name: "Audit trail". */
  formLabel: string;
  /** The filter form's fields; its Filter button is added. */
  fields: ReactNode;
  /** The filters as the fields now say, or nothing when a field is wrong (it then says why). */
  readFilters: () => Promise<F | undefined>;
  /** The filters applied at first, as the fields show them (none unless given). */
  initialFilters?: F;
  /** The list's RTK Query result for these filters and this page. */
  useList: (args: F & { page: number; page_size: number }) => ListResult<T>;
  loadError: string;
  status: (total: number) => string;
  table: { label: string; columns: Array<Column<T>>; rowKey: (item: T) => string | number };
  pagerLabel: string;
  /** The CSV download, fetched for the filters applied. */
  csv: Omit<ComponentProps<typeof CsvDownload>, 'fetchCsv'> & {
    fetchCsv: (filters: F) => ReturnType<ComponentProps<typeof CsvDownload>['fetchCsv']>;
  };
}

/**
 * A server-side list with a form of filters applied on Filter (none at first, or those given), in a fixed order,
 * 25/50/100 a page; a table that stacks on a phone, and its CSV.
 */
export function FilteredList<T, F extends object>(props: FilteredListProps<T, F>) {
  const { title, formLabel, fields, readFilters, initialFilters, useList, csv, ...shown } = props;
  // No filter at first unless given: every filter of a list's query is optional.
  const [filters, setFilters] = useState<F>(() => initialFilters ?? ({} as F));
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  // How many times a filter was applied: the list's count takes the focus once it has answered.
  const [filtered, setFiltered] = useState(0);
  const result = useList({ ...filters, page, page_size: pageSize });
  const say = useIntl().formatMessage;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = await readFilters();
    if (!chosen) return;
    setFilters(chosen);
    setPage(1);
    setFiltered((times) => times + 1);
  };

  return (
    <ListPage
      {...shown}
      title={title}
      form={
        <form role="search" aria-label={formLabel} noValidate onSubmit={apply}>
          {fields}
          <Button type="submit">{say(listWords.filter)}</Button>
        </form>
      }
      controls={{
        pageSize,
        onChange: (next) => {
          setPageSize(next.pageSize);
          setPage(1);
        },
      }}
      result={result}
      page={page}
      onPage={setPage}
      filtered={filtered}
      csv={{ ...csv, fetchCsv: () => csv.fetchCsv(filters) }}
    />
  );
}
