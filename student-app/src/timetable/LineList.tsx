import { styled } from '@leave/ui/styled';
import type { DayLine } from '@leave/domain';
import { theme } from '@leave/ui';

const List = styled.ul`
  margin: 0;
  padding-left: 18px;
  li + li {
    margin-top: 4px;
  }
`;

const NotHeld = styled.li`
  color: ${theme.color.muted};
  font-style: italic;
`;

/** A day's lines: lectures as they are, holidays and lectures not held in italics (the words say it too). */
export function LineList({ lines, ...rest }: { lines: DayLine[]; 'aria-label'?: string }) {
  return (
    <List {...rest}>
      {lines.map((line) =>
        line.kind === 'lecture' ? (
          <li key={`${line.kind}-${line.text}`}>{line.text}</li>
        ) : (
          <NotHeld key={`${line.kind}-${line.text}`}>{line.text}</NotHeld>
        ),
      )}
    </List>
  );
}
