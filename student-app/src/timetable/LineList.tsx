import { styled } from '@leave/ui/styled';
import type { DayLine } from '@leave/domain';
import { theme } from '@leave/ui';

const List = styled.ul`
  margin: 0;
  padding-inline-start: 18px;
  li + li {
    margin-top: 4px;
  }
`;

const NotHeld = styled.li`
  color: ${theme.color.muted};
  font-style: italic;
`;

interface LineListProps {
  lines: DayLine[];
  /** Said after a line (the student's leave on that lecture), if anything. */
  note?: (line: DayLine) => string | null;
  'aria-label'?: string;
}

/** A day's lines: lectures as they are, holidays and lectures not held in italics (the words say it too). */
export function LineList({ lines, note, ...rest }: LineListProps) {
  return (
    <List {...rest}>
      {lines.map((line) => {
        const key = `${line.kind}-${line.text}`;
        const after = note?.(line);
        const text = after ? `${line.text} (${after})` : line.text;
        return line.kind === 'lecture' ? <li key={key}>{text}</li> : <NotHeld key={key}>{text}</NotHeld>;
      })}
    </List>
  );
}
