import styled from 'styled-components';

/** The key below a month calendar: what each colour on its days means. */
export const CalendarLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  white-space: nowrap;
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
`;

/** A legend entry's sample of its colour. */
export const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 3px;
  margin-right: 6px;
  vertical-align: middle;
  background: ${({ $colour }) => $colour};
`;
