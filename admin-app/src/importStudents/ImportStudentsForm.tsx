import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { ImportResult } from '@leave/contract';
import { STUDENT_IMPORT_COLUMNS } from '@leave/domain';
import { Button, Card, FactList, Notice, StackedTable, TextField, ViewHeading } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useImportStudentsMutation } from '../api/adminApi';

const PROBLEM = 'Problem';

/** A chosen file's text (FileReader, which every browser and jsdom have). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

/** Upload a students CSV, see what each row would do, then add the valid rows in one go. */
export function ImportStudentsForm() {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [importStudents, { isLoading }] = useImportStudentsMutation();

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
    const reply = await importStudents({ csv: file.text, apply });
    if ('error' in reply) {
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
  return (
    <Card aria-labelledby="import-title">
      <ViewHeading id="import-title" inCard>
        Import Students
      </ViewHeading>
      <p style={{ marginTop: 0 }}>
        A CSV file whose first line names the columns {STUDENT_IMPORT_COLUMNS.join(', ')}. You see what each row would
        do before anything is added; importing the same file again adds nothing twice. Imported students have no
        password yet.
      </p>
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
        <Button type="submit" disabled={isLoading}>
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
            <dt>Already there</dt>
            <dd>{result.counts['already there']}</dd>
            <dt>Bad value</dt>
            <dd>{result.counts['bad value']}</dd>
          </FactList>
          {toAdd > 0 && (
            <Button type="button" disabled={isLoading} onClick={() => void send(true)}>
              Add {toAdd === 1 ? '1 student' : `${toAdd} students`}
            </Button>
          )}
          <StackedTable aria-label={`Rows of ${file?.name ?? 'the file'}`}>
            <thead>
              <tr>
                <th scope="col">Line</th>
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
                  <td data-label="Roll No.">{row.roll_no}</td>
                  <td data-label="Name">{row.name}</td>
                  <td data-label="Status">{row.status}</td>
                  <td data-label={PROBLEM}>{row.column ? `${row.column}: ${row.message}` : ''}</td>
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
