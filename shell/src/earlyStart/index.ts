// The page's early-start script, written into the page by the shell's server (scripts/staticServers.ts)
// and run as the page is parsed, before any of the app's own scripts have arrived.
import { toIsoDate } from '@leave/contract';
import { startFirstData } from './startFirstData';

const json = (id: string): unknown => {
  const text = document.getElementById(id)?.textContent;
  return text ? JSON.parse(text) : undefined;
};
const apiHost = (json('runtime-config') as { apiHost?: unknown } | undefined)?.apiHost;
// Who is signed in, when the shell's server could tell (scripts/pageSession.ts).
if (typeof apiHost === 'string') void startFirstData(apiHost, toIsoDate(new Date()), undefined, json('page-session'));
