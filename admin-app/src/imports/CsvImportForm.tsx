import { useState } from 'react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import type { ImportResult, ImportRowStatus, StudentImport } from '@leave/contract';
import { Button, Card, CheckboxField, FactList, Notice, StackedTable, TextField, ViewHeading } from '@leave/ui';
import { CsvDownload, errorMessage } from '@leave/web-kit';

const PROBLEM = 'Problem';

/** A chosen file's text (FileReader, which every browser and jsdom have). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

interface CsvImportFormProps {
  /** The view's heading and title: "Import Students". */
  title: string;
  /** What the file holds, said above the form. */
  intro: ReactNode;
  /** Sends the file: previewed, or applied. */
  importCsv: (body: StudentImport) => PromiseLike<{ data?: ImportResult; error?: unknown }>;
  /** The apply button's words for n rows: "Add 2 students". */
  addLabel: (rows: number) => string;
  busy: boolean;
  /** Offer temporary passwords for the rows added, downloaded once (students). */
  offerPasswords?: boolean;
}

const OTHER_STATUSES: ImportRowStatus[] = ['already there', 'unknown course', 'unknown student', 'bad value'];

/** Upload a CSV, see what each row would do, then add the valid rows in one go. */
export function CsvImportForm({ title, intro, importCsv, addLabel, busy, offerPasswords }: CsvImportFormProps) {
  const [withPasswords, setWithPasswords] = useState(true);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setResult(null);
    setFailure(null);
    setFileError(undefined);
    const chosen = event.target.files?.[0];
    if (!chosen) return setFile(null);
    try {
      setFile({ name: chosen.name, text: await readText(chosen) });
    } catch {
      setFile(null);
      setFileError('The file could not be read: choose it again');
    }
  };

  const send = async (apply: boolean) => {
    setFailure(null);
    if (!file) {
      setFileError('CSV file is required');
      document.getElementById('import-file')?.focus();
      return;
    }
    const reply = await importCsv({
      csv: file.text,
      apply,
      ...(apply && offerPasswords ? { temporary_passwords: withPasswords } : {}),
    });
    if (reply.error || !reply.data) {
      setResult(null);
      setFailure(errorMessage(reply.error, 'The file could not be imported.'));
      return;
    }
    setResult(reply.data);
  };

  const preview = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  const toAdd = result && !result.applied ? result.counts['will add'] : 0;
  const withCourse = result?.rows.some((row) => row.course_code !== undefined);
  return (
    <Card aria-labelledby="import-title">
      <ViewHeading id="import-title" inCard>
        {title}
      </ViewHeading>
      <p style={{ marginTop: 0 }}>{intro}</p>
      <form noValidate onSubmit={preview} aria-labelledby="import-title">
        <TextField
          id="import-file"
          label="CSV file"
          type="file"
          accept=".csv,text/csv"
          required
          error={fileError}
          onChange={(event) => void choose(event)}
        />
        <Button type="submit" disabled={busy}>
          Preview
        </Button>
      </form>
      {failure && (
        <Notice key={failure} tone="error" focusOnShow>
          {failure}
        </Notice>
      )}
      {result && (
        <>
          <Notice key={result.message} tone={result.applied ? 'success' : 'info'} focusOnShow>
            {result.message}
          </Notice>
          <FactList aria-label="Rows by status">
            <dt>{result.applied ? 'Added' : 'Will add'}</dt>
            <dd>{result.applied ? result.counts.added : result.counts['will add']}</dd>
            {OTHER_STATUSES.filter((status) => status !== 'unknown course' || withCourse)
              .filter((status) => status !== 'unknown student' || withCourse)
              .map((status) => (
                <div key={status} style={{ display: 'contents' }}>
                  <dt>{status[0]!.toUpperCase() + status.slice(1)}</dt>
                  <dd>{result.counts[status]}</dd>
                </div>
              ))}
          </FactList>
          {toAdd > 0 && offerPasswords && (
            <CheckboxField
              label="Give each new student a temporary password (a file to download once; they choose their own at first sign-in)"
              checked={withPasswords}
              onChange={(event) => setWithPasswords(event.target.checked)}
            />
          )}
          {result.temporary_passwords_csv && (
            <Notice tone="info">
              The temporary passwords are in this page only: download them now and hand each student theirs. Leaving
              this view loses them (reset a password on Accounts to make a new one).
              <CsvDownload
                label="Download temporary passwords (CSV)"
                filename="temporary-passwords.csv"
                what="The temporary passwords"
                fetchCsv={() => Promise.resolve({ data: result.temporary_passwords_csv })}
              />
            </Notice>
          )}
          {toAdd > 0 && (
            <Button type="button" disabled={busy} onClick={() => void send(true)}>
              {addLabel(toAdd)}
            </Button>
          )}
          <StackedTable aria-label={`Rows of ${file?.name ?? 'the file'}`}>
            <thead>
              <tr>
                <th scope="col">Line</th>
                {withCourse && <th scope="col">Course</th>}
                <th scope="col">Roll No.</th>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">{PROBLEM}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.line}>
                  <td data-label="Line">{row.line}</td>
                  {withCourse && <td data-label="Course">{row.course_code}</td>}
                  <td data-label="Roll No.">{row.roll_no}</td>
                  <td data-label="Name">{row.name}</td>
                  <td data-label="Status">{row.status}</td>
                  <td data-label={PROBLEM}>{row.message ? `${row.column}: ${row.message}` : (row.column ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
          {result.rows.length < Object.values(result.counts).reduce((a, b) => a + b, 0) && (
            <p>The first {result.rows.length} rows are shown, those that need a look first.</p>
          )}
        </>
      )}
    </Card>
  );
}
