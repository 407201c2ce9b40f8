import { REMOTE_NAMES } from '@leave/contract';
import type { ApiHealth, FailureKind, RemoteHealth, RemoteName, VersionFailures } from '@leave/contract';
import { Button, Card, FactList, Loading, Notice, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor, Words } from '@leave/ui/i18n';
import { ColumnsTable } from '../shared/ColumnsTable';
import type { Column } from '../shared/ColumnsTable';
import { systemWords as words } from '../words/system';
import { useGetApiHealthQuery, useGetShellHealthQuery } from './systemApi';

type Row = RemoteHealth & { name: RemoteName };

/** `2026-11-26 03:15 UTC`: an instant (a build's, a report's) as the server wrote it, in UTC, as dates are written here. */
const utcTime = (intl: Words, iso: string | null) =>
  iso
    ? intl.formatMessage(words.utcTime, { date: iso.slice(0, 10), time: iso.slice(11, 16) })
    : intl.formatMessage(words.notKnown);

/** The role apps' columns, in the language in use. */
const columnsIn = (intl: Words): Array<Column<Row>> => {
  const say = intl.formatMessage;
  return [
    { label: say(words.app), cell: (row) => say(words[row.name]) },
    { label: say(words.liveVersion), cell: (row) => row.version ?? say(words.notKnown) },
    { label: say(words.commit), cell: (row) => row.commit ?? say(words.notKnown) },
    { label: say(words.built), cell: (row) => utcTime(intl, row.builtAt) },
    { label: say(words.answers), cell: (row) => say(row.reachable ? words.yes : words.noAnswer) },
    {
      label: say(words.refused),
      cell: (row) => (row.refused ? `${row.refused.version}: ${row.refused.reason}` : say(words.none)),
    },
    { label: say(words.canary), cell: (row) => canary(intl, row.canary) },
    { label: say(words.fallback), cell: (row) => fallback(intl, row.fallback) },
    { label: say(words.loadFailures), cell: (row) => <LoadFailures failures={row.failures} /> },
  ];
};

/** What failed, in the report's `kind`. */
const FAILURE_KIND_WORDS = {
  manifest: words.manifest,
  entry: words.entry,
  module: words.module,
  refused: words.refusedByShell,
  other: words.other,
} satisfies Record<FailureKind, MessageDescriptor>;

/** The version live for a share of browsers beside the live one. */
function canary(intl: Words, value: RemoteHealth['canary']): string {
  if (!value) return intl.formatMessage(words.none);
  const share = { version: value.version, percent: value.percent };
  return value.refused
    ? intl.formatMessage(words.canaryRefused, { ...share, refused: value.refused })
    : intl.formatMessage(words.canaryShare, share);
}

/** The last version known to work, and whether pages load it now instead of the live one. */
function fallback(intl: Words, value: RemoteHealth['fallback']): string {
  if (!value) return intl.formatMessage(words.none);
  if (!value.inUse) return intl.formatMessage(words.fallbackNotInUse, { version: value.version });
  return value.why
    ? intl.formatMessage(words.fallbackInUseWhy, { version: value.version, why: value.why })
    : intl.formatMessage(words.fallbackInUse, { version: value.version });
}

/** The load failures pages reported, per version, the latest first. */
function LoadFailures({ failures }: { failures: Record<string, VersionFailures> }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const versions = Object.entries(failures).sort(([, a], [, b]) => b.last.at.localeCompare(a.last.at));
  if (!versions.length) return say(words.none);
  return (
    <ul>
      {versions.map(([version, { count, browsers, last }]) => (
        <li key={version}>
          {say(words.failures, {
            version,
            reports: say(count === 1 ? words.oneReport : words.manyReports, { count }),
            browsers: say(browsers === 1 ? words.oneBrowser : words.manyBrowsers, { count: browsers }),
            at: utcTime(intl, last.at),
            kind: say(FAILURE_KIND_WORDS[last.kind]),
          })}
        </li>
      ))}
    </ul>
  );
}

/** What is live, at a glance: each role app's version as the shell serves it, and the API's. */
export function SystemView() {
  const intl = useIntl();
  const say = intl.formatMessage;
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
      <ViewHeading inCard>{say(words.title)}</ViewHeading>
      <h3>{say(words.api)}</h3>
      {api.isLoading ? (
        <Loading />
      ) : apiHealth ? (
        <FactList>
          <dt>{say(words.version)}</dt>
          <dd>{apiHealth.version}</dd>
          <dt>{say(words.database)}</dt>
          <dd>
            {say(
              apiHealth.database === 'ok'
                ? words.databaseAnswers
                : apiHealth.database === 'cannot-write'
                  ? words.databaseCannotWrite
                  : words.databaseDown,
            )}
          </dd>
        </FactList>
      ) : (
        <Notice tone="error">{say(words.apiUnknown)}</Notice>
      )}
      <h3>{say(words.roleApps)}</h3>
      {shell.isLoading ? (
        <Loading />
      ) : shell.data ? (
        <>
          <p>{say(words.contractVersion, { version: shell.data.contractVersion })}</p>
          <ColumnsTable
            label={say(words.roleAppsLive)}
            columns={columnsIn(intl)}
            items={rows}
            rowKey={(row) => row.name}
          />
        </>
      ) : (
        <Notice tone="error">{say(words.shellUnknown)}</Notice>
      )}
      <Button type="button" $variant="secondary" onClick={refresh} disabled={shell.isFetching || api.isFetching}>
        {say(words.refresh)}
      </Button>
    </Card>
  );
}
