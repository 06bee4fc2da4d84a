import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The right-hand sidebar: its round toggle, the panel, its 'Categories' and 'Channels' lists. */
export class SidebarPanel {
  constructor(readonly page: Page) {}

  toggle(): Locator {
    return this.page.getByRole('button', { name: 'Toggle sidebar', exact: true });
  }

  /** The panel stays mounted while closed (it slides), inert and off screen. */
  panel(): Locator {
    return this.page.getByRole('dialog', { name: 'Sidebar', exact: true, includeHidden: true });
  }

  closeButton(): Locator {
    return this.panel().getByRole('button', { name: 'Close sidebar', exact: true });
  }

  /** A 'Categories' entry, named by the label's title. */
  category(title: string): Locator {
    return this.panel().getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: title, exact: true });
  }

  channels(): Locator {
    return this.panel().getByRole('navigation', { name: 'Channels' });
  }

  channel(name: string): Locator {
    return this.channels().getByRole('button', { name, exact: true });
  }

  /** The entry of the theme on show. */
  currentChannel(): Locator {
    return this.channels().locator('button[aria-current="true"]');
  }

  async open(): Promise<void> {
    await this.toggle().click();
    await this.expectOpen();
  }

  /** Judged by the panel: on phones the round toggle steps aside while the panel is open. */
  async expectOpen(): Promise<void> {
    await expect(this.panel()).toHaveJSProperty('inert', false);
    await expect(this.panel()).toBeInViewport();
  }

  async expectClosed(): Promise<void> {
    await expect(this.toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(this.panel()).toHaveJSProperty('inert', true);
  }

  /** Once the slide is over the closed panel is entirely off screen. */
  async expectSlidOut(): Promise<void> {
    await expect(this.panel()).not.toBeInViewport();
  }

  bodyOverflow(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).overflow);
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }
}

export const INVITE_TITLES = {
  standup: 'Artistes, inscrivez votre chaîne YouTube !',
  rock: 'Groupes Rock/Metal, inscrivez votre chaîne YouTube !',
} as const;

export const CONTACT_SUCCESS_TEXT = 'Merci pour votre inscription ! Nous vous contacterons rapidement.';
export const CONTACT_ERROR_TITLE = 'Erreur';
export const CONTACT_ERROR_DESCRIPTION = "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer.";
export const MAIL_SEND_PATH = '/api/mail/send';

export interface ContactEntry {
  name: string;
  email: string;
  message: string;
}

/** The French invite popup and its contact form. */
export class InvitePopup {
  constructor(readonly page: Page) {}

  inviteLink(): Locator {
    return this.page.getByTestId('invite-link');
  }

  /** By its title: the closed sidebar is a dialog too (inert, off screen). */
  dialog(): Locator {
    return this.page.getByRole('dialog', { name: /inscrivez votre chaîne YouTube/ });
  }

  closeButton(): Locator {
    return this.dialog().getByRole('button', { name: 'Fermer la popup', exact: true });
  }

  nameField(): Locator {
    return this.dialog().getByLabel('Nom complet', { exact: true });
  }

  emailField(): Locator {
    return this.dialog().getByLabel('Email', { exact: true });
  }

  messageField(): Locator {
    return this.dialog().getByLabel('Votre message ou lien de playlist', { exact: true });
  }

  submitButton(): Locator {
    return this.dialog().getByRole('button', { name: /^(Envoyer|Envoi\.\.\.)$/ });
  }

  successText(): Locator {
    return this.dialog().getByText(CONTACT_SUCCESS_TEXT, { exact: true });
  }

  /**
   * The toast of a failed submission. While the popup is open the notification area sits inside
   * it (PRODUCT §2.8); found by markup, as Radix gives a toast no role of its own.
   */
  errorToast(): Locator {
    return this.page
      .locator('li[data-variant]')
      .filter({ has: this.page.getByText(CONTACT_ERROR_TITLE, { exact: true }) })
      .filter({ hasText: CONTACT_ERROR_DESCRIPTION });
  }

  /** The live region through which screen readers hear the failure. */
  errorAnnouncement(): Locator {
    return this.page.getByRole('status').filter({ hasText: CONTACT_ERROR_DESCRIPTION });
  }

  async fill(entry: ContactEntry): Promise<void> {
    await this.nameField().fill(entry.name);
    await this.emailField().fill(entry.email);
    await this.messageField().fill(entry.message);
  }

  async expectFilledWith(entry: ContactEntry): Promise<void> {
    await expect(this.nameField()).toHaveValue(entry.name);
    await expect(this.emailField()).toHaveValue(entry.email);
    await expect(this.messageField()).toHaveValue(entry.message);
  }

  /** Submits and returns the server's answer to the form's POST. */
  async submit(): Promise<Response> {
    const answer = this.page.waitForResponse((response) => isMailSend(response.url()) && response.request().method() === 'POST');
    await this.submitButton().click();
    return answer;
  }
}

/** An element's text colour as sRGB channels 0-255, whatever notation the stylesheet used (Tailwind 4 writes oklch). */
export function textColourRgb(element: Locator): Promise<[number, number, number]> {
  return element.evaluate((node) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = getComputedStyle(node).color;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return [red, green, blue];
  });
}

export function isMailSend(url: string): boolean {
  return new URL(url).pathname === MAIL_SEND_PATH;
}
