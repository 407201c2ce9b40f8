// The page's early-start script, written into the page by the shell's server (scripts/staticServers.ts)
// and run as the page is parsed, before any of the app's own scripts have arrived.
import { toIsoDate } from '@leave/contract';
import { startFirstData } from './startFirstData';
import { sayStartupInLanguage } from './startupLanguage';

const json = (id: string): unknown => {
  const text = document.getElementById(id)?.textContent;
  return text ? JSON.parse(text) : undefined;
};
const config = json('runtime-config') as { apiHost?: unknown; language?: unknown } | undefined;
// The start-up screen in the person's language, where the page knows it (the shell says it so later).
sayStartupInLanguage(config?.language);
const apiHost = config?.apiHost;
// Who is signed in, when the shell's server could tell (scripts/pageSession.ts).
if (typeof apiHost === 'string') void startFirstData(apiHost, toIsoDate(new Date()), undefined, json('page-session'));
