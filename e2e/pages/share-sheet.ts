import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The share sheet of the details dialog (PRODUCT §2.4, §12), as a visitor with a phone camera reads it. */
export class ShareSheet {
  constructor(readonly page: Page) {}

  qrCode(): Locator {
    return this.page.getByTestId('details-dialog').getByRole('img', { name: 'QR code du lien', exact: true });
  }

  startTimeOption(): Locator {
    return this.page.getByTestId('details-dialog').getByRole('checkbox', { name: /^Partager à partir de / });
  }

  /** What the QR code says, read from a screenshot of it by a QR decoder (jsQR), as a camera would. */
  async decodeQrCode(): Promise<string | undefined> {
    const screenshot = PNG.sync.read(await this.qrCode().screenshot());
    return jsQR(new Uint8ClampedArray(screenshot.data), screenshot.width, screenshot.height)?.data;
  }
}
