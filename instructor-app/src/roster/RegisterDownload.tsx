import { useState } from 'react';
import { Button, Notice } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useLazyGetRegisterQuery } from '../api/instructorApi';

/** Saves text as a file, the way a link with `download` would. */
function saveFile(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** Download the course's leave register as CSV (UTF-8 with a byte-order mark, as spreadsheets want). */
export function RegisterDownload({ courseCode }: { courseCode: string }) {
  const [fetchRegister, { isFetching }] = useLazyGetRegisterQuery();
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setFailure(null);
    const result = await fetchRegister(courseCode);
    if (result.error || result.data === undefined) {
      setFailure(`The register could not be downloaded. ${errorMessage(result.error)}`);
      return;
    }
    saveFile(`\uFEFF${result.data}`, `${courseCode}-leave-register.csv`);
  };

  return (
    <div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <Button type="button" $variant="secondary" disabled={isFetching} onClick={() => void download()}>
        Download {courseCode} leave register (CSV)
      </Button>
    </div>
  );
}
