import { useEffect, useId, useRef } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import type { PageInfo } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Loading, Notice, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { Pager } from '@leave/ui/pager';
import { CsvDownload, errorMessage } from '@leave/web-kit';
import { ColumnsTable } from './ColumnsTable';
import type { Column } from './ColumnsTable';
import { listWords } from '../words/lists';
import { ListControls } from './ListControls';

/** A list's RTK Query result for one page. */
export interface ListResult<T> {
  currentData?: PageInfo & { items: T[] };
  error?: unknown;
  isFetching: boolean;
}

/** One page of a list: why it could not be loaded, or its count, its table and its pages. */
interface PagedListProps<T> {
  result: ListResult<T>;
  page: number;
  onPage: (page: number) => void;
  /** Said before the reason when the page cannot be loaded: "The audit trail could not be loaded." */
  loadError: string;
  /** The count above the table: (1) => "1 event". */
  status: (total: number) => string;
  table: { label: string; columns: Array<Column<T>>; rowKey: (item: T) => string | number };
  pagerLabel: string;
  /**
   * Changes each time the person applies a filter: once that list has answered, the focus goes to
   * its count (on a phone the form fills the screen, and the rows would be out of sight below it).
   */
  filtered?: number;
}

interface ListPageProps<T> extends PagedListProps<T> {
  /** The view's heading and title: "Audit Trail". */
  title: string;
  /** The search or filter form above the list. */
  form: ReactNode;
  controls: ComponentProps<typeof ListControls>;
  csv: ComponentProps<typeof CsvDownload>;
}

/**
 * The frame every admin list shares, whatever its form: rows per page (and the order, if it has
 * one), the count, a table that stacks on a phone, the pages and the CSV download.
 */
export function ListPage<T>({ title, form, controls, csv, ...list }: ListPageProps<T>) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <ViewHeading id={id}>{title}</ViewHeading>
      {form}
      <ListControls {...controls} />
      <PagedList {...list} />
      <CsvDownload {...csv} />
    </section>
  );
}

/**
 * The body of every admin list, also for a list that is part of a view (a term's holidays):
 * why it could not be loaded, or the count, a table that stacks on a phone, and the pages.
 */
export function PagedList<T>({
  result,
  page,
  onPage,
  loadError,
  status,
  table,
  pagerLabel,
  filtered = 0,
}: PagedListProps<T>) {
  const { currentData: data, error, isFetching } = result;
  const intl = useIntl();
  const say = intl.formatMessage;
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const count = useRef<HTMLParagraphElement>(null);
  const shownFiltered = useRef(filtered);
  useEffect(() => {
    if (filtered === shownFiltered.current || isFetching || !data) return;
    shownFiltered.current = filtered;
    count.current?.focus();
  }, [filtered, isFetching, data]);
  return (
    <>
      {error !== undefined && (
        <Notice tone="error">
          {loadError} {errorMessage(error, undefined, intl)}
        </Notice>
      )}
      {!data && isFetching && <Loading />}
      {data && (
        <>
          <p role="status" ref={count} tabIndex={-1}>
            {status(data.total)}
          </p>
          <ColumnsTable {...table} items={data.items} />
        </>
      )}
      <Pager
        label={pagerLabel}
        page={Math.min(page, pages)}
        pageCount={pages}
        onPage={onPage}
        words={{
          previous: say(listWords.previous),
          next: say(listWords.next),
          position: say(listWords.pageOf, { page: Math.min(page, pages), pages }),
        }}
      />
    </>
  );
}
