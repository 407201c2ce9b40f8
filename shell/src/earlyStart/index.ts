// The page's early-start script, written into the page by the shell's server (scripts/staticServers.ts)
// and run as the page is parsed, before any of the app's own scripts have arrived.
import { toIsoDate } from '@leave/contract';
import { startFirstData } from './startFirstData';

const config = document.getElementById('runtime-config')?.textContent;
const apiHost = config ? (JSON.parse(config) as { apiHost?: unknown }).apiHost : undefined;
if (typeof apiHost === 'string') void startFirstData(apiHost, toIsoDate(new Date()));
