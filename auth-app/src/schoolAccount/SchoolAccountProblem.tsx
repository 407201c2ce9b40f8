import { FormattedMessage } from '@leave/ui/i18n';
import { Link, useLocation } from '@leave/ui/routing';
import { SINGLE_SIGN_ON_PROBLEMS } from '@leave/contract';
import type { RemoteAppProps, SingleSignOnProblem } from '@leave/contract';
import { DEFAULT_SSO_HELP_WORDS, schoolAccountProblems } from '@leave/domain';
import { ApiStoreProvider } from '@leave/web-kit';
import { authApi, useSingleSignOnQuery } from '../api/authApi';
import { AuthPage } from '../AuthPage';
import { signUpWords } from '../words/signUp';

const problemOf = (search: string): SingleSignOnProblem => {
  const named = new URLSearchParams(search).get('problem');
  return (SINGLE_SIGN_ON_PROBLEMS as readonly string[]).includes(named ?? '')
    ? (named as SingleSignOnProblem)
    : 'failed';
};

/** /school-account?problem=...: why a sign-in with the school's account signed nobody in. */
export default function SchoolAccountProblem({ apiHost }: RemoteAppProps) {
  return (
    <ApiStoreProvider api={authApi} apiHost={apiHost}>
      <Problem apiHost={apiHost} />
    </ApiStoreProvider>
  );
}

function Problem({ apiHost }: { apiHost: string }) {
  const problem = problemOf(useLocation().search);
  const { data } = useSingleSignOnQuery();
  const { title, text } = schoolAccountProblems[problem];
  const retry = (problem === 'failed' || problem === 'unavailable') && data?.enabled;
  return (
    <AuthPage title={title}>
      <p>{text(data?.help_contact ?? DEFAULT_SSO_HELP_WORDS)}</p>
      {retry && (
        <p>
          <a href={`${apiHost}/startSingleSignOn`}>
            <FormattedMessage {...signUpWords.retrySchoolSignIn} />
          </a>
        </p>
      )}
      <p>
        <Link to="/">
          <FormattedMessage {...signUpWords.backToSignIn} />
        </Link>
      </p>
    </AuthPage>
  );
}
