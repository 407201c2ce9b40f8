import { SORT_ORDERS } from '@leave/contract';
import type { SortOrder } from '@leave/contract';
import { SelectField } from '@leave/ui';
import { styled } from '@leave/ui/styled';

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

const ORDER_LABEL: Record<SortOrder, string> = { asc: 'Ascending', desc: 'Descending' };

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
  return (
    <Row>
      {sorts && (
        <>
          <SelectField
            label="Sort by"
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
            label="Order"
            value={order}
            onChange={(event) => onChange({ sort, order: event.target.value as SortOrder, pageSize })}
          >
            {SORT_ORDERS.map((o) => (
              <option key={o} value={o}>
                {ORDER_LABEL[o]}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <SelectField
        label="Rows per page"
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
