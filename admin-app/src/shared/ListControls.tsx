import { SORT_ORDERS } from '@leave/contract';
import type { SortOrder } from '@leave/contract';
import { SelectField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { styled } from '@leave/ui/styled';
import { listWords as words } from '../words/lists';

/** The page sizes an admin list offers. */
export const PAGE_SIZES = [25, 50, 100] as const;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  & > * {
    min-width: 140px;
  }
`;

const ORDER_LABEL = { asc: words.ascending, desc: words.descending } satisfies Record<SortOrder, unknown>;

interface ListControlsProps {
  /** The columns it may be sorted by; none for a list in a fixed order. */
  sorts?: Array<{ value: string; label: string }>;
  sort?: string;
  order?: SortOrder;
  pageSize: number;
  onChange: (next: { sort: string; order: SortOrder; pageSize: number }) => void;
}

/** Sort by, order and rows per page for a server-side list. */
export function ListControls({ sorts, sort = '', order = 'asc', pageSize, onChange }: ListControlsProps) {
  const say = useIntl().formatMessage;
  return (
    <Row>
      {sorts && (
        <>
          <SelectField
            label={say(words.sortBy)}
            value={sort}
            onChange={(event) => onChange({ sort: event.target.value, order, pageSize })}
          >
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={say(words.order)}
            value={order}
            onChange={(event) => onChange({ sort, order: event.target.value as SortOrder, pageSize })}
          >
            {SORT_ORDERS.map((o) => (
              <option key={o} value={o}>
                {say(ORDER_LABEL[o])}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <SelectField
        label={say(words.rowsPerPage)}
        value={String(pageSize)}
        onChange={(event) => onChange({ sort, order, pageSize: Number(event.target.value) })}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
    </Row>
  );
}
