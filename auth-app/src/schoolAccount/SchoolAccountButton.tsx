import { styled } from '@leave/ui/styled';
import { Button, Notice, theme } from '@leave/ui';
import { FormattedMessage } from '@leave/ui/i18n';
import { useSingleSignOnQuery } from '../api/authApi';
import { words } from '../words/words';

const Wide = styled(Button)`
  display: block;
  width: 100%;
  box-sizing: border-box;
  text-align: center;
  text-decoration: none;
`;

const Or = styled.p`
  margin: 16px 0 8px;
  text-align: center;
  color: ${theme.color.muted};
`;

/**
 * Sign-in with the school's account, when the server is set up for it: a link (the browser goes
 * to the school's sign-in page and comes back signed in), or word that it is unavailable now.
 * Nothing at all when it is off, so the seed's sign-in page stays as it was.
 */
export function SchoolAccountButton({ apiHost }: { apiHost: string }) {
  const { data } = useSingleSignOnQuery();
  if (!data?.enabled) return null;
  return (
    <>
      {data.available ? (
        <Wide as="a" href={`${apiHost}/startSingleSignOn`}>
          {data.label}
        </Wide>
      ) : (
        <Notice tone="info">
          <FormattedMessage {...words.schoolAccountUnavailable} />
        </Notice>
      )}
      <Or>
        <FormattedMessage {...words.orPassword} />
      </Or>
    </>
  );
}
