import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkRemoteCompatibility, releaseOfManifest, REMOTE_APP_NAMES, SHELL_CONTRACT_VERSION } from '@leave/contract';
import type { GateHost, RemoteName } from '@leave/contract';

/** A remote's version this shell refused to mount, and why. */
export class RemoteRefused extends Error {
  override name = 'RemoteRefused';
  /** What the person reads (the federation runtime prefixes the message as it passes the error on). */
  readonly sentence: string;
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    readonly reason: string,
  ) {
    const sentence = `The ${REMOTE_APP_NAMES[remote]} ${version} cannot run in this version of the app: ${reason}.`;
    super(sentence);
    this.sentence = sentence;
  }
}

type SharedOptions = Record<string, Array<{ version?: string }> | undefined>;

/** The versions of the libraries the page provides, as the federation runtime holds them. */
export function hostOf(shared: SharedOptions | undefined): GateHost {
  const versions: Record<string, string> = {};
  for (const [name, offers] of Object.entries(shared ?? {})) {
    const version = offers?.find((offer) => offer.version)?.version;
    if (version) versions[name] = version;
  }
  return { contractVersion: SHELL_CONTRACT_VERSION, shared: versions };
}

/**
 * A federation runtime plugin that checks each remote's manifest as it arrives, before any of
 * its code is loaded: the contract version it was built for and the shared libraries' ranges it
 * needs (contract/src/remoteRelease.ts). An incompatible one fails its load with RemoteRefused.
 * It reads the manifest the runtime fetches anyway: no request of its own.
 */
export function releaseGate(
  remoteOf: (federationName: string) => RemoteName | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'leave-release-gate',
    loadRemoteSnapshot(args) {
      const remote = remoteOf(args.moduleInfo.name);
      if (args.from !== 'manifest' || !remote) return args;
      const verdict = checkRemoteCompatibility(
        args.manifestJson,
        hostOf(args.options.shared as SharedOptions),
        satisfy,
      );
      if (!verdict.ok) {
        const version = releaseOfManifest(args.manifestJson)?.version ?? 'unversioned build';
        throw new RemoteRefused(remote, version, verdict.reason);
      }
      return args;
    },
  };
}
