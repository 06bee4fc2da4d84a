import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Pixels per QR module, and the quiet zone of four modules readers need around the code. */
const MODULE_PX = 4;
const QUIET_ZONE_PX = 4 * MODULE_PX;

/**
 * A QR code of `text` (PRODUCT §12), drawn by qrcode-generator as an image: black on white with
 * its quiet zone, whatever the theme, so every camera reads it. Medium error correction.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const src = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    return code.createDataURL(MODULE_PX, QUIET_ZONE_PX);
  }, [text]);
  return <img src={src} alt={label} lang="fr" data-testid="share-qr-code" className="h-auto w-36 rounded bg-white [image-rendering:pixelated]" />;
}
