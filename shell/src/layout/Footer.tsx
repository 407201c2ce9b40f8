import { styled } from '@leave/ui/styled';
import { theme } from '@leave/ui';

const Bar = styled.footer`
  text-align: center;
  padding: 16px;
  color: ${theme.color.muted};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

export function Footer() {
  return <Bar>© {new Date().getFullYear()} Leave Management. All rights reserved.</Bar>;
}
