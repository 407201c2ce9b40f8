import { useState } from 'react';
import { Button, Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage } from './apiStore';
import { csvWords } from './words/csv';

/** Saves text as a file, the way a link with `download` would (CSV unless another type is given). */
export function saveFile(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

interface CsvDownloadProps {
  /** The button's words, such as "Download students (CSV)". */
  label: string;
  filename: string;
  /** What it is, for the failure message, in the view's language: "The students list". */
  what: string;
  /** Fetches the CSV text (an RTK Query lazy trigger's result). */
  fetchCsv: () => PromiseLike<{ data?: string; error?: unknown }>;
}

/** A button that downloads CSV from the API, as spreadsheets want it (UTF-8 with a byte-order mark). */
export function CsvDownload({ label, filename, what, fetchCsv }: CsvDownloadProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const words = useIntl();

  const download = async () => {
    setFailure(null);
    setBusy(true);
    const result = await fetchCsv();
    setBusy(false);
    if (result.error || result.data === undefined) {
      setFailure(
        words.formatMessage(csvWords.notDownloaded, { what, error: errorMessage(result.error, undefined, words) }),
      );
      return;
    }
    // The browser's decoder drops the byte-order mark; the file gets it back.
    saveFile(`\uFEFF${result.data.replace(/^\uFEFF/, '')}`, filename);
  };

  return (
    <div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void download()}>
        {label}
      </Button>
    </div>
  );
}
