import QRCode from 'qrcode';

/** A URI as a QR code, an SVG image in a data: URL that a page shows in an <img>. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
