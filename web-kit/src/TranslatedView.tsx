import type { ReactNode } from 'react';
import { Loading, Notice, ViewHeading } from '@leave/ui';
import { Translated, useIntl } from '@leave/ui/i18n';
import type { CatalogueLoader, MessageDescriptor } from '@leave/ui/i18n';
import { errorMessage } from './apiStore';

/**
 * A view that loads its own words (docs/translating.md): its section, titled by its heading, drawn
 * inside `Translated` with the view's loader, so the words and their translation download with
 * the view. `children` are drawn inside it and say their words with `useIntl`.
 */
export function TranslatedView({
  load,
  id,
  title,
  children,
}: {
  load: CatalogueLoader;
  /** The heading's id, which names the section. */
  id: string;
  title: MessageDescriptor;
  children: ReactNode;
}) {
  return (
    <Translated load={load}>
      <section aria-labelledby={id}>
        <ViewTitle id={id} title={title} />
        {children}
      </section>
    </Translated>
  );
}

function ViewTitle({ id, title }: { id: string; title: MessageDescriptor }) {
  return <ViewHeading id={id}>{useIntl().formatMessage(title)}</ViewHeading>;
}

/**
 * A view's data on its way: its failure in the view's words (`notLoaded`, with the server's reason
 * as `{error}`) and "Loading..." while nothing is there yet.
 */
export function ViewLoadState({
  error,
  loading,
  notLoaded,
}: {
  error: unknown;
  loading: boolean;
  notLoaded: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <>
      {error ? (
        <Notice tone="error">{intl.formatMessage(notLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>
      ) : null}
      {loading && <Loading />}
    </>
  );
}
