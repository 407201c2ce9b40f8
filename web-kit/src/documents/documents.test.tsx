/**
 * The supporting documents' words in Hindi (AttachDocuments, DocumentLinks), from web-kit's shared
 * catalogue (`documentsHi`, which the student's and the instructor's catalogues include); a file's
 * name is data. In English they are exactly as before.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestDocument } from '@leave/contract';
import { chooseLanguage } from '@leave/ui';
import { Translated } from '@leave/ui/i18n';
import type { CatalogueLoader } from '@leave/ui/i18n';
import { resetLanguageAfterEach } from '../testing';
import { documentsHi } from '../words/documentsHi';
import { AttachDocuments } from './AttachDocuments';
import { DocumentLinks } from './DocumentLinks';

resetLanguageAfterEach();

const loadWords: CatalogueLoader = async () => ({ default: documentsHi });

const documents: RequestDocument[] = [
  { document_id: 7, file_name: 'certificate.pdf', size_bytes: 1_572_864 } as RequestDocument,
  { document_id: 8, file_name: 'scan.png', size_bytes: 12_000 } as RequestDocument,
];

type Attach = Parameters<typeof AttachDocuments>[0]['attach'];

function renderDocuments(attach: Attach = jest.fn(async () => ({ data: { message: 'Attached.' } }))) {
  render(
    <Translated load={loadWords}>
      <DocumentLinks documents={documents} label="documents" />
      <AttachDocuments label="attach" attach={attach} />
    </Translated>,
  );
  return attach;
}

it('says the links, the file field, Attach and its own refusal in English as before', async () => {
  const attach = renderDocuments();
  expect(screen.getByRole('link', { name: 'Download certificate.pdf' }).parentElement).toHaveTextContent(
    'Download certificate.pdf (1.5 MB)',
  );
  expect(screen.getByRole('link', { name: 'Download scan.png' }).parentElement).toHaveTextContent(
    'Download scan.png (12 KB)',
  );
  expect(
    screen.getByLabelText('Supporting documents (PDF, JPEG or PNG, up to 5 MB each, at most 5 at a time)'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
  expect(await screen.findByText('Choose a file to attach: a PDF, JPEG or PNG of at most 5 MB')).toBeInTheDocument();
  expect(attach).not.toHaveBeenCalled();
});

it('says the links, the file field, Attach and its own refusal in Hindi', async () => {
  chooseLanguage('hi');
  renderDocuments();
  const link = await screen.findByRole('link', { name: 'certificate.pdf डाउनलोड करें' });
  expect(link.parentElement).toHaveTextContent('certificate.pdf डाउनलोड करें (1.5 एमबी)');
  expect(screen.getByRole('link', { name: 'scan.png डाउनलोड करें' }).parentElement).toHaveTextContent(
    'scan.png डाउनलोड करें (12 केबी)',
  );
  expect(
    screen.getByLabelText('सहायक दस्तावेज़ (पीडीएफ़, जेपीईजी या पीएनजी, हर एक 5 एमबी तक, एक बार में अधिक से अधिक 5)'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'संलग्न करें' }));
  expect(
    await screen.findByText('संलग्न करने के लिए एक फ़ाइल चुनें: अधिक से अधिक 5 एमबी की पीडीएफ़, जेपीईजी या पीएनजी'),
  ).toBeInTheDocument();
  const text = (document.body.textContent ?? '').replace(/certificate\.pdf|scan\.png/g, '');
  expect(text).not.toMatch(/[A-Za-z]/);
});

/** The server's answers to two attachments: a refusal (a file too big), then two files attached. */
const answers = () => {
  const attach = jest.fn();
  attach
    .mockResolvedValueOnce({
      error: {
        status: 413,
        data: { message: 'Each file may be at most 5 MB', code: 'leaveKind.fileTooBig', params: {}, field: 'file' },
      },
    })
    .mockResolvedValueOnce({
      data: { message: '2 documents attached', code: 'leaveKind.documentsAttached', params: { count: 2 } },
    });
  return attach;
};

async function attachTwice(fileLabel: RegExp, button: string) {
  const file = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });
  await userEvent.upload(await screen.findByLabelText(fileLabel), file);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

it("says the server's refusal and answer to an attachment in English as it sent them", async () => {
  renderDocuments(answers());
  await attachTwice(/^Supporting documents/, 'Attach');
  expect(await screen.findByText('Each file may be at most 5 MB')).toBeInTheDocument();
  await attachTwice(/^Supporting documents/, 'Attach');
  expect(await screen.findByText('2 documents attached')).toBeInTheDocument();
});

it("says the server's refusal and answer to an attachment in Hindi, from their code", async () => {
  chooseLanguage('hi');
  renderDocuments(answers());
  await attachTwice(/^सहायक दस्तावेज़/, 'संलग्न करें');
  expect(await screen.findByText('हर फ़ाइल अधिक से अधिक 5 एमबी की हो सकती है')).toBeInTheDocument();
  await attachTwice(/^सहायक दस्तावेज़/, 'संलग्न करें');
  expect(await screen.findByText('2 दस्तावेज़ संलग्न किए गए')).toBeInTheDocument();
  const text = (document.body.textContent ?? '').replace(/certificate\.pdf|scan\.png/g, '');
  expect(text).not.toMatch(/[A-Za-z]/);
});
