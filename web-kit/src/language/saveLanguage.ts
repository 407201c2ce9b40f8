import type { LanguageChoice } from '@leave/contract';

/**
 * Keeps the language chosen on this browser for the account (POST /saveLanguage), so that its
 * emails and its sign-ins on other browsers are in it. Loaded only once someone signed in with a
 * choice the account does not have yet (accountLanguage.ts): no page downloads it before. A failure
 * leaves the choice on this browser only.
 */
export async function saveLanguage(apiHost: string, language: LanguageChoice['language']): Promise<void> {
  try {
    const answer = await fetch(`${apiHost}/saveLanguage`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language } satisfies LanguageChoice),
    });
    if (!answer.ok) console.error(`The language could not be kept for the account (${answer.status})`);
  } catch (error) {
    console.error('The language could not be kept for the account:', error);
  }
}
