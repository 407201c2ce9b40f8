import { styled } from '@leave/ui/styled';
import { ColourSchemeSwitch, theme } from '@leave/ui';

const Bar = styled.footer`
  text-align: center;
  padding: 16px;
  color: ${theme.color.muted};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 8px 24px;
`;

export function Footer() {
  return (
    <Bar>
      <span>© {new Date().getFullYear()} Leave Management. All rights reserved.</span>
      <ColourSchemeSwitch />
    </Bar>
  );
}
