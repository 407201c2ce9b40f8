/**
 * nginx's access log in the recipe's `leave` format, by request id: which instances each request
 * went to (two when the first could not take it and nginx passed it on) and what each answered.
 */
import fs from 'node:fs';

export interface Logged {
  status: number;
  /** The instances tried, as host:port, in order; none for a file of the app. */
  upstreams: string[];
  upstreamStatuses: string[];
}

const LINE = /^\S+ (\S+) \S+ "\S+ [^"]*" (\d+) \d+ \S+ upstream=(.*)$/;

export function readAccessLog(file: string): Map<string, Logged> {
  const byId = new Map<string, Logged>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, id, status, rest] = match;
    // "127.0.0.1:3001, 127.0.0.1:3002 502, 200", or "- -" for a file.
    const tokens = rest!.split(/,? /).filter((token) => token && token !== '-');
    byId.set(id!, {
      status: Number(status),
      upstreams: tokens.filter((token) => token.includes(':')),
      upstreamStatuses: tokens.filter((token) => !token.includes(':')),
    });
  }
  return byId;
}

/** The port an address (host:port) names. */
export const portOf = (address: string) => Number(address.split(':').at(-1));
