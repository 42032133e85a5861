import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The QR of a text (a label's or a link's full URL, so that any phone camera opens it) as an SVG data
 * URL rather than a canvas bitmap: sharp at any printer resolution.
 */
export function useQrImage(text: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then(
      (svg) => current && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return image;
}
