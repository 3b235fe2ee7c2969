import QRCode from 'qrcode';

/**
 * A QR code of `text` as a data: URL of an SVG image (the `qrcode` package), for an `<img>`: the staff pages run no
 * script, and their policy allows `data:` images (@site/http-policy).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
