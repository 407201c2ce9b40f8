import type { ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { Card, PageMain, theme, ViewHeading } from '@leave/ui';
import { FormattedMessage, Translated, useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { LanguageField } from '@leave/web-kit';
import { loadWords } from './words/loadWords';
import { words } from './words/words';

const Wrapper = styled(PageMain)`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 48px 16px;
`;

const Brand = styled.p`
  margin: 0 0 16px;
  font-size: 1.4rem;
  font-weight: 700;
  color: ${theme.color.primary};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
`;

const Choice = styled.div`
  margin-block-start: 16px;
`;

interface AuthPageProps {
  /** The heading: a word of the catalogue, or text already in the language in use. */
  title: string | MessageDescriptor;
  children: ReactNode;
}

function Page({ title, children }: AuthPageProps) {
  const intl = useIntl();
  return (
    <Wrapper>
      <Brand>
        <FormattedMessage {...words.brand} />
      </Brand>
      <Panel>
        <ViewHeading level={1}>{typeof title === 'string' ? title : intl.formatMessage(title)}</ViewHeading>
        {children}
        <Choice>
          <LanguageField />
        </Choice>
      </Panel>
    </Wrapper>
  );
}

/**
 * The centred card every sign-in and sign-up screen sits in, in the language in use, with the
 * language choice under the form.
 */
export function AuthPage(props: AuthPageProps) {
  return (
    <Translated load={loadWords}>
      <Page {...props} />
    </Translated>
  );
}
