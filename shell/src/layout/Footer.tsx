import { styled } from '@leave/ui/styled';
import { ColourSchemeSwitch, theme } from '@leave/ui';
import { useAppSelector } from '../hooks';
import { selectSession } from '../session/sessionSlice';

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

/** The copyright line; before sign-in the colour scheme switch too (after it, it is in the dashboard's menu). */
export function Footer() {
  const signedIn = Boolean(useAppSelector(selectSession));
  return (
    <Bar>
      <span>© {new Date().getFullYear()} Leave Management. All rights reserved.</span>
      {!signedIn && <ColourSchemeSwitch />}
    </Bar>
  );
}
