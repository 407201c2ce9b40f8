/**
 * What a released remote says about itself and what the shell checks before mounting it.
 * Read by the shell in the browser, by the release commands and by the shell's server.
 */

/**
 * The version of the shell's contract with its remotes: `RemoteAppProps`, the modules each
 * remote exposes and the federation names. Raise it when a change would break a remote built
 * against the previous one; a remote built against another version is refused.
 */
export const SHELL_CONTRACT_VERSION = 1;

/** What a release build writes into its manifest's `metaData.release`. */
export interface RemoteRelease {
  /** The package version, the commit and the build's id: `1.0.0-3f9c2ab.20261126T031500Z`. */
  version: string;
  /** The commit it was built from (short hash; `unknown` outside a git checkout). */
  commit: string;
  /** When it was built (ISO 8601, UTC). */
  builtAt: string;
  /** The shell contract version it was built against. */
  contractVersion: number;
}

/** The parts of a federation manifest (`mf-manifest.json`) the gate reads. */
export interface ManifestForGate {
  metaData?: { release?: Partial<RemoteRelease> };
  shared?: Array<{ name: string; requiredVersion?: string; version?: string }>;
}

/** The release a manifest describes, or null when it carries none (a plain `npm run build`). */
export function releaseOfManifest(manifest: unknown): RemoteRelease | null {
  const release = (manifest as ManifestForGate | null)?.metaData?.release;
  if (!release || typeof release !== 'object') return null;
  const { version, commit, builtAt, contractVersion } = release;
  if (typeof version !== 'string' || typeof commit !== 'string' || typeof builtAt !== 'string') return null;
  if (typeof contractVersion !== 'number') return null;
  return { version, commit, builtAt, contractVersion };
}

/** The host a remote is about to mount in: its contract version and the shared libraries' versions. */
export interface GateHost {
  contractVersion: number;
  /** Library name to the version the page provides. */
  shared: Record<string, string>;
}

export type GateVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Whether a remote's manifest can run in the host: the contract version it was built against
 * (when it says) must be the host's, and every library it shares that the host provides must be
 * in the range it asks for. A library the host does not provide is the remote's own business.
 * `satisfies` checks a version against a range: the page passes the federation runtime's own
 * (already in the page), Node `satisfiesRange`.
 */
export function checkRemoteCompatibility(
  manifest: unknown,
  host: GateHost,
  satisfies: (version: string, range: string) => boolean,
): GateVerdict {
  if (typeof manifest !== 'object' || manifest === null) return { ok: false, reason: 'its manifest is not JSON' };
  const { metaData, shared } = manifest as ManifestForGate;
  const contractVersion = metaData?.release?.contractVersion;
  if (contractVersion !== undefined && contractVersion !== host.contractVersion) {
    return {
      ok: false,
      reason: `it was built for shell contract ${String(contractVersion)}, this shell has contract ${host.contractVersion}`,
    };
  }
  for (const library of Array.isArray(shared) ? shared : []) {
    const provided = host.shared[library.name];
    const range = library.requiredVersion;
    if (!provided || !range || range === '*' || range === 'false') continue;
    if (!satisfies(provided, range)) {
      return { ok: false, reason: `it needs ${library.name} ${range}, this shell has ${provided}` };
    }
  }
  return { ok: true };
}

type Triple = [number, number, number];

function parseVersion(text: string): Triple | null {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(text.trim());
  if (!match) return null;
  const part = (value: string | undefined) => (value === undefined || value === 'x' || value === '*' ? 0 : +value);
  return [part(match[1]), part(match[2]), part(match[3])];
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator of a range: `^1.2.3`, `~1.2.3`, `>=1.2.3`, `<2`, `1.2.3`. */
function satisfiesComparator(version: Triple, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  const wanted = match && parseVersion(match[2]!);
  if (!match || !wanted) return false;
  const order = compare(version, wanted);
  switch (match[1]) {
    case '^': {
      const [major, minor] = wanted;
      const ceiling: Triple = major > 0 ? [major + 1, 0, 0] : minor > 0 ? [0, minor + 1, 0] : [0, 0, wanted[2] + 1];
      return order >= 0 && compare(version, ceiling) < 0;
    }
    case '~':
      return order >= 0 && compare(version, [wanted[0], wanted[1] + 1, 0]) < 0;
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/**
 * Whether a version is in a semver range, as the shared libraries' ranges are written
 * (`^19.2.0`, `~1.2.3`, `>=1 <2`, `1.0.0 || 2.0.0`). Pre-release tags are ignored.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => comparator === '*' || satisfiesComparator(parsed, comparator)),
  );
}

/**
 * A browser's place, 0 to 99, in a remote's canary: the same browser always the same place (a
 * canary at 10% is the browsers at 0-9, and raising it keeps them in), different per remote.
 * FNV-1a, for an even spread of random ids.
 */
export function canaryBucket(browser: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${browser}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}
