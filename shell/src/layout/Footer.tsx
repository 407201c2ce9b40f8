import { styled } from '@leave/ui/styled';
import { ColourSchemeSwitch, theme } from '@leave/ui';
import { FormattedMessage } from '@leave/ui/i18n';
import { words } from '../words/words';

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

/**
 * The copyright line; before sign-in the colour scheme switch too (after it, it is in the
 * dashboard's menu). Told who is signed in rather than reading the store: the start-up screen
 * draws it before the store exists.
 */
export function Footer({ signedIn }: { signedIn: boolean }) {
  return (
    <Bar>
      <span>
        <FormattedMessage {...words.copyright} values={{ year: new Date().getFullYear() }} />
      </span>
      {!signedIn && <ColourSchemeSwitch />}
    </Bar>
  );
}
