/** हिन्दी: CsvDownload's words in Hindi, part of the catalogue of each view that shows a download. */
import type { CsvWordId } from './csv';

export const csvHi: Record<CsvWordId, string> = {
  'csv.notDownloaded': '{what} डाउनलोड नहीं हो सका। {error}',
};
