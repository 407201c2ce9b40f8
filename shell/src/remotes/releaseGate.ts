import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  checkRemoteCompatibility,
  FEDERATION_NAMES,
  releaseOfManifest,
  REMOTE_NAMES,
  SHELL_CONTRACT_VERSION,
} from '@leave/contract';
import type { GateHost, RemoteName } from '@leave/contract';
import { RemoteRefused } from './remoteRefused';

const remoteOf = (federationName: string): RemoteName | undefined =>
  REMOTE_NAMES.find((name) => FEDERATION_NAMES[name] === federationName);

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
 * The gate in the page, for a manifest the shell's server has not checked (a browser's preview):
 * a federation runtime plugin that checks the manifest as it arrives, before any of its code
 * loads, and fails the load with RemoteRefused when the shell cannot run it. The server checks
 * every live version before it sends the page (scripts/releases/liveRemotes.ts).
 */
export function releaseGate(): ModuleFederationRuntimePlugin {
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
        throw new RemoteRefused(
          remote,
          releaseOfManifest(args.manifestJson)?.version ?? 'unversioned build',
          verdict.reason,
        );
      }
      return args;
    },
  };
}
