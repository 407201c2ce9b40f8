import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import type { ImportRowProblem } from '@leave/contract';
import { IMPORT_MAX_BYTES, megabytes } from '@leave/domain';
import { Button, Card, FactList, FileField, Notice, ViewHeading } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { ServerSaid, Words } from '@leave/ui/i18n';
import { errorField, errorMessage } from '@leave/web-kit';
import { ColumnsTable } from '../shared/ColumnsTable';
import type { Column } from '../shared/ColumnsTable';
import { importWords, STATUS_WORDS } from '../words/imports';
import type { ImportStatus } from '../words/imports';

/** A chosen file: its name and its text. */
export interface ChosenFile {
  name: string;
  text: string;
}

/** What every import answers, whatever its rows: previewed or applied, in the server's words. */
export interface ImportAnswer<Row> {
  applied: boolean;
  message: string;
  counts: Record<string, number>;
  rows: Row[];
}

/** The fields an import's refusal names when the file itself is at fault (unreadable, no such columns). */
const FILE_FIELDS = new Set(['csv', 'content']);

/** A chosen file's text (FileReader, which every browser and jsdom have). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

/** How many rows the file had: the counts cover every row (the rows shown may be the first only). */
export const rowsIn = (answer: { counts: Record<string, number> }) =>
  Object.values(answer.counts).reduce((a, b) => a + b, 0);

const isStatus = (status: string): status is ImportStatus => Object.hasOwn(STATUS_WORDS, status);

/** "Bad value" for 'bad value': a row status as a label, in the language of `words` if given. */
export const statusLabel = (status: string, words?: Words) =>
  words && isStatus(status) ? words.formatMessage(STATUS_WORDS[status]) : status[0]!.toUpperCase() + status.slice(1);

/** A row's status as the Status column says it: as the server sent it ('bad value'), or its word. */
export const statusCell = (status: string, words: Words) => {
  const label = statusLabel(status, words);
  return label[0]!.toLowerCase() + label.slice(1);
};

interface FileImportFormProps<Row extends { line: number }, Answer extends ImportAnswer<Row>> {
  /** The heading: "Import Students". */
  title: string;
  /**
   * A part of a larger view (its heading an h3, the view's title and focus left alone) rather
   * than a view of its own.
   */
  embedded?: boolean;
  /** What the file holds, said above the form. */
  intro: ReactNode;
  /** The file field's label: "CSV file" (the default, in the language in use). */
  fileLabel?: string;
  accept?: string;
  /** Sends the file: previewed, or applied. */
  importFile: (file: ChosenFile, apply: boolean) => PromiseLike<{ data?: Answer; error?: unknown }>;
  /** How many things applying the preview would add or set (0: nothing to apply). */
  toApply: (answer: Answer) => number;
  /** The apply button's words for n of them: "Add 2 students". */
  applyLabel: (n: number) => string;
  /** The counts shown, in order: [label, number]. */
  counts: (answer: Answer) => Array<[string, number]>;
  columns: Array<Column<Row>>;
  busy: boolean;
  /** Shown between the counts and the apply button (the students' temporary passwords). */
  extra?: (answer: Answer) => ReactNode;
  /** Fields of the form before the file (a reason), sent by `importFile` itself. */
  fields?: ReactNode;
  /**
   * The answer's code and parameters, so that another language says it from its catalogue (an
   * answer carries only its English, which is said as it is otherwise).
   */
  said?: (answer: Answer) => Omit<ServerSaid, 'message'>;
}

/** Upload a file, see what each row would do, then apply the valid rows in one go. */
export function FileImportForm<Row extends { line: number }, Answer extends ImportAnswer<Row>>(
  props: FileImportFormProps<Row, Answer>,
) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { title, embedded, intro, fileLabel = say(importWords.csvFile), accept = '.csv,text/csv', importFile } = props;
  const { toApply, applyLabel, counts, columns, busy, extra, fields, said } = props;
  const id = useId();
  const titleId = `${id}-title`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  // The chosen file while it is read: a Preview pressed meanwhile waits for it, rather than saying
  // no file was chosen (a large file takes a moment to read on a slow device).
  const reading = useRef<Promise<ChosenFile | { refused: string }> | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  // Why the chosen file cannot be sent (too large, unreadable): said again on Preview.
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setAnswer(null);
    setFailure(null);
    setFileError(undefined);
    setChoiceError(undefined);
    setFile(null);
    reading.current = null;
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const refuse = (why: string) => {
      setChoiceError(why);
      setFileError(why);
    };
    // Not read nor sent: the server would refuse it, after the whole upload.
    if (chosen.size > IMPORT_MAX_BYTES) {
      return refuse(
        say(importWords.tooBig, {
          name: chosen.name,
          size: megabytes(chosen.size),
          max: megabytes(IMPORT_MAX_BYTES),
        }),
      );
    }
    const read = readText(chosen).then(
      (text) => ({ name: chosen.name, text }),
      () => ({ refused: say(importWords.unreadable) }),
    );
    reading.current = read;
    const result = await read;
    // Another file chosen since: that one is the choice.
    if (reading.current !== read) return;
    reading.current = null;
    if ('refused' in result) refuse(result.refused);
    else setFile(result);
  };

  const send = async (apply: boolean) => {
    setFailure(null);
    setFileError(undefined);
    // A file still being read is the choice, whatever an earlier render held.
    const read = reading.current ? await reading.current : null;
    const chosen = read ? ('refused' in read ? null : read) : file;
    const refused = read && 'refused' in read ? read.refused : choiceError;
    if (!chosen) {
      setFileError(refused ?? say(importWords.fileRequired, { label: fileLabel }));
      fileInput.current?.focus();
      return;
    }
    const reply = await importFile(chosen, apply);
    if (reply.error || !reply.data) {
      setAnswer(null);
      const field = errorField(reply.error);
      if (field && FILE_FIELDS.has(field)) {
        setFileError(errorMessage(reply.error, undefined, intl));
        fileInput.current?.focus();
      } else {
        setFailure(errorMessage(reply.error, say(importWords.notImported), intl));
      }
      return;
    }
    setAnswer(reply.data);
  };

  const preview = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  const pending = answer && !answer.applied ? toApply(answer) : 0;
  const shown = answer?.rows.length ?? 0;
  const total = answer ? rowsIn(answer) : 0;
  const content = (
    <>
      {embedded ? (
        <h3 id={titleId} style={{ margin: '0 0 12px' }}>
          {title}
        </h3>
      ) : (
        <ViewHeading id={titleId} inCard>
          {title}
        </ViewHeading>
      )}
      <p style={{ marginTop: 0 }}>{intro}</p>
      <form noValidate onSubmit={preview} aria-labelledby={titleId}>
        {fields}
        <FileField
          ref={fileInput}
          id={`${id}-file`}
          label={fileLabel}
          accept={accept}
          required
          error={fileError}
          onChange={(event) => void choose(event)}
        />
        <Button type="submit" disabled={busy}>
          {say(importWords.preview)}
        </Button>
      </form>
      {failure && (
        <Notice key={failure} tone="error" focusOnShow>
          {failure}
        </Notice>
      )}
      {answer && (
        <>
          <Notice key={answer.message} tone={answer.applied ? 'success' : 'info'} focusOnShow>
            {said ? sayServerMessage(intl, { ...said(answer), message: answer.message }) : answer.message}
          </Notice>
          <FactList aria-label={say(importWords.rowsByStatus)}>
            {counts(answer).map(([label, count]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </FactList>
          {extra?.(answer)}
          {pending > 0 && (
            <Button type="button" disabled={busy} onClick={() => void send(true)}>
              {applyLabel(pending)}
            </Button>
          )}
          <ColumnsTable
            label={file ? say(importWords.rowsOf, { name: file.name }) : say(importWords.rowsOfTheFile)}
            columns={columns}
            items={answer.rows}
            rowKey={(row) => row.line}
            rowName={(row) => say(importWords.line, { line: row.line })}
            detailsWords={(name) => ({
              details: say(importWords.details),
              detailsOf: say(importWords.detailsOf, { name }),
            })}
          />
          {shown < total && <p>{say(importWords.firstRows, { shown })}</p>}
        </>
      )}
    </>
  );
  return embedded ? (
    <section aria-labelledby={titleId}>{content}</section>
  ) : (
    <Card aria-labelledby={titleId}>{content}</Card>
  );
}

/**
 * The Problem column of a preview: the column at fault (its name as the file writes it) and why,
 * said by the row's code in the language of `words` where its catalogue has the code, else in the
 * server's English, as it came.
 */
export const problemColumn = <Row extends ImportRowProblem>(words: Words): Column<Row> => ({
  label: words.formatMessage(importWords.problem),
  cell: ({ column, message, code, params }) =>
    message ? `${column ? `${column}: ` : ''}${sayServerMessage(words, { message, code, params })}` : (column ?? ''),
});
