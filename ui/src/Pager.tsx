import { styled } from '@leave/ui/styled';
import { Button } from '@leave/ui';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 12px;
`;

interface PagerProps {
  /** What is paged, for screen readers: "Pages of CS101 pending requests". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Its words in the language in use (English unless given): Previous, Next, "Page 2 of 5". */
  words?: { previous: string; next: string; position: string };
}

/** Previous / Next through the pages of a list, with where the reader is; nothing for one page. */
export function Pager({ label, page, pageCount, onPage, words }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {/* eslint-disable-next-line i18next/no-literal-string -- ui's English default, for a caller that passes no words */}
        {words?.previous ?? 'Previous'}
      </Button>
      <span aria-live="polite">
        {words
          ? words.position
          : // ui's English default, for a caller that passes no words
            `Page ${page} of ${pageCount}`}
      </span>
      <Button type="button" $variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {/* eslint-disable-next-line i18next/no-literal-string -- ui's English default, for a caller that passes no words */}
        {words?.next ?? 'Next'}
      </Button>
    </Bar>
  );
}
