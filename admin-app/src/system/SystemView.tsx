import { REMOTE_APP_NAMES, REMOTE_NAMES } from '@leave/contract';
import type { ApiHealth, FailureKind, RemoteHealth, RemoteName, VersionFailures } from '@leave/contract';
import { Button, Card, FactList, Loading, Notice, ViewHeading } from '@leave/ui';
import { ColumnsTable } from '../shared/ColumnsTable';
import type { Column } from '../shared/ColumnsTable';
import { useGetApiHealthQuery, useGetShellHealthQuery } from './systemApi';

type Row = RemoteHealth & { name: RemoteName };

/** `2026-11-26 03:15 UTC`: an instant (a build's, a report's) as the server wrote it, in UTC, as dates are written here. */
const utcTime = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : 'Not known');

const COLUMNS: Array<Column<Row>> = [
  { label: 'App', cell: (row) => REMOTE_APP_NAMES[row.name] },
  { label: 'Live version', cell: (row) => row.version ?? 'Not known' },
  { label: 'Commit', cell: (row) => row.commit ?? 'Not known' },
  { label: 'Built', cell: (row) => utcTime(row.builtAt) },
  { label: 'Answers', cell: (row) => (row.reachable ? 'Yes' : 'No: it did not answer') },
  {
    label: 'Refused',
    cell: (row) => (row.refused ? `${row.refused.version}: ${row.refused.reason}` : 'None'),
  },
  { label: 'Canary', cell: (row) => canary(row.canary) },
  { label: 'Fallback', cell: (row) => fallback(row.fallback) },
  { label: 'Load failures', cell: (row) => <LoadFailures failures={row.failures} /> },
];

/** What failed, in the report's `kind`. */
const FAILURE_KIND_WORDS: Record<FailureKind, string> = {
  manifest: 'manifest did not load',
  entry: 'entry script did not load',
  module: 'module did not load',
  refused: 'refused by the shell',
  other: 'another error',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The version live for a share of browsers beside the live one. */
function canary(value: RemoteHealth['canary']): string {
  if (!value) return 'None';
  const share = `${value.version} for ${value.percent}% of browsers`;
  return value.refused ? `${share}, refused: ${value.refused}` : share;
}

/** The last version known to work, and whether pages load it now instead of the live one. */
function fallback(value: RemoteHealth['fallback']): string {
  if (!value) return 'None';
  if (!value.inUse) return `${value.version}, not in use`;
  return value.why ? `${value.version}, in use: ${value.why}` : `${value.version}, in use`;
}

/** The load failures pages reported, per version, the latest first. */
function LoadFailures({ failures }: { failures: Record<string, VersionFailures> }) {
  const versions = Object.entries(failures).sort(([, a], [, b]) => b.last.at.localeCompare(a.last.at));
  if (!versions.length) return 'None';
  return (
    <ul>
      {versions.map(([version, { count, browsers, last }]) => (
        <li key={version}>
          {version}: {plural(count, 'report', 'reports')} from {plural(browsers, 'browser', 'browsers')}, the last{' '}
          {utcTime(last.at)} ({FAILURE_KIND_WORDS[last.kind]})
        </li>
      ))}
    </ul>
  );
}

/** What is live, at a glance: each role app's version as the shell serves it, and the API's. */
export function SystemView() {
  const shell = useGetShellHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const api = useGetApiHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  // A 503 still says which version answered and what is wrong with its database.
  const apiHealth = api.data ?? (api.error && 'data' in api.error ? (api.error.data as ApiHealth | null) : null);
  const refresh = () => {
    void shell.refetch();
    void api.refetch();
  };
  const remotes = shell.data?.remotes;
  const rows = remotes ? REMOTE_NAMES.map((name) => ({ name, ...remotes[name] })) : [];
  return (
    <Card>
      <ViewHeading inCard>System</ViewHeading>
      <h3>API</h3>
      {api.isLoading ? (
        <Loading />
      ) : apiHealth ? (
        <FactList>
          <dt>Version</dt>
          <dd>{apiHealth.version}</dd>
          <dt>Database</dt>
          <dd>
            {apiHealth.database === 'ok'
              ? 'Answers'
              : apiHealth.database === 'cannot-write'
                ? 'Cannot store changes'
                : 'Does not answer'}
          </dd>
        </FactList>
      ) : (
        <Notice tone="error">The API did not say which version it is.</Notice>
      )}
      <h3>Role apps</h3>
      {shell.isLoading ? (
        <Loading />
      ) : shell.data ? (
        <>
          <p>Contract version of the shell: {shell.data.contractVersion}</p>
          <ColumnsTable label="Role apps live" columns={COLUMNS} items={rows} rowKey={(row) => row.name} />
        </>
      ) : (
        <Notice tone="error">The shell did not say which versions are live.</Notice>
      )}
      <Button type="button" $variant="secondary" onClick={refresh} disabled={shell.isFetching || api.isFetching}>
        Refresh
      </Button>
    </Card>
  );
}
