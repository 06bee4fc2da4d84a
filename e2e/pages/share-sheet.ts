import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * A share sheet (PRODUCT §2.4, §12), as a visitor with a phone camera reads it: the details
 * dialog's, or the player's (its `Share` control opens it on the moment being watched).
 */
export class ShareSheet {
  constructor(
    readonly page: Page,
    readonly where: 'details-dialog' | 'player-share' = 'details-dialog',
  ) {}

  sheet(): Locator {
    return this.page.getByTestId(this.where);
  }

  qrCode(): Locator {
    return this.sheet().getByRole('img', { name: 'QR code du lien', exact: true });
  }

  startTimeOption(): Locator {
    return this.sheet().getByRole('checkbox', { name: /^Partager à partir de / });
  }

  copyLink(): Locator {
    return this.sheet().getByRole('button', { name: 'Copier le lien', exact: true });
  }

  /** The address the Facebook button shares. */
  async facebookSharedUrl(): Promise<string | null> {
    const href = await this.sheet().getByRole('link', { name: 'Share on Facebook', exact: true }).getAttribute('href');
    return href === null ? null : new URL(href).searchParams.get('u');
  }

  /** What the QR code says, read from a screenshot of it by a QR decoder (jsQR), as a camera would. */
  async decodeQrCode(): Promise<string | undefined> {
    const screenshot = PNG.sync.read(await this.qrCode().screenshot());
    return jsQR(new Uint8ClampedArray(screenshot.data), screenshot.width, screenshot.height)?.data;
  }
}
