import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ApiVideo, BlogListResponse, OrderDirection, OrderField } from '@vitrine/catalog/api-schemas';
import type { ThemeCode } from '@vitrine/catalog/themes/theme-ids';
import { E2E_API_KEY, themeUrl } from '../support/test-server.ts';

/** The details dialog and the full-screen player, as a visitor reaches them from the home page. */
export class DetailsPlayer {
  constructor(readonly page: Page) {}

  /** A card by its video title (its accessible name also carries the channel and any date shown). */
  card(title: string, within: Locator = this.page.locator('body')): Locator {
    return within.getByTestId('video-card').filter({ has: this.page.getByTestId('card-title').getByText(title, { exact: true }) }).first();
  }

  hero(): Locator {
    return this.page.getByRole('region', { name: 'Featured video', exact: true });
  }

  details(): Locator {
    return this.page.getByTestId('details-dialog');
  }

  /** The details dialog: a dialog named by the video title. */
  async expectDetailsOf(title: string): Promise<void> {
    await expect(this.page.getByRole('dialog', { name: title, exact: true }).and(this.details())).toBeVisible({ timeout: 15_000 });
  }

  /** The runtime beside the release date (a video whose length is known). */
  detailsRuntime(): Locator {
    return this.details().getByTestId('runtime');
  }

  detailsButton(name: string): Locator {
    return this.details().getByRole('button', { name, exact: true });
  }

  /**
   * What a visitor reads or clicks in the dialog, by name: the parts that a layout bug
   * could cover (title, actions, channel badge, release date, genre chips, share, genres).
   */
  detailsParts(): Record<string, Locator> {
    const details = this.details();
    return {
      title: details.getByRole('heading').first(),
      close: this.detailsButton('Close'),
      play: this.detailsButton('Play'),
      myList: this.detailsButton('My List'),
      channelBadge: details.getByTestId('channel-badge'),
      releaseDate: details.locator('time'),
      firstGenreChip: details.getByRole('list', { name: 'Main genres', exact: true }).getByRole('listitem').first(),
      lastGenreChip: details.getByRole('list', { name: 'Main genres', exact: true }).getByRole('listitem').last(),
      copyLink: this.detailsButton('Copier le lien'),
      allGenres: details.getByTestId('all-genres'),
    };
  }

  /**
   * Scrolls the element into view and tells whether it is what the page shows at its centre
   * (`document.elementFromPoint`): false when another element, such as a gradient, covers it.
   */
  async isOnTopAtItsCentre(element: Locator): Promise<boolean> {
    await element.scrollIntoViewIfNeeded();
    return element.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && node.contains(top);
    });
  }

  /** A toast in the notification area. It lives outside the dialog, which hides the rest of the page from assistive technology meanwhile. */
  toast(title: string | RegExp): Locator {
    return this.page
      .getByRole('region', { name: 'Notifications (F8)', exact: true, includeHidden: true })
      .getByRole('listitem', { includeHidden: true })
      .filter({ hasText: title });
  }

  overlay(): Locator {
    return this.page.getByTestId('details-overlay');
  }

  player(): Locator {
    return this.page.getByTestId('video-player');
  }

  async expectPlayerOf(title: string): Promise<void> {
    await expect(this.page.getByRole('dialog', { name: title, exact: true }).and(this.player())).toBeVisible({ timeout: 15_000 });
  }

  playerButton(name: string): Locator {
    return this.player().getByRole('button', { name, exact: true });
  }

  playerVideo(): Locator {
    return this.page.getByTestId('player-video');
  }

  controls(): Locator {
    return this.page.getByTestId('player-controls');
  }

  time(): Locator {
    return this.page.getByTestId('player-time');
  }

  loader(): Locator {
    return this.player().getByRole('status').filter({ hasText: 'Loading video…' });
  }

  playerMessage(): Locator {
    return this.player().getByRole('alert');
  }

  /** The controls fade with opacity (they stay in the layout so the video does not jump). */
  controlsOpacity(): Promise<number> {
    return this.controls().evaluate((element) => Number(getComputedStyle(element).opacity));
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  /** The address' query string, `?` included ('' when there is none). */
  search(): string {
    return new URL(this.page.url()).search;
  }
}

export interface VideoQuery {
  label?: string;
  limit?: number;
  orderfields?: OrderField;
  orderby?: OrderDirection;
}

/** The real catalogue API of the server under test, to pick videos the page will show. */
export class CatalogueApi {
  constructor(
    readonly request: APIRequestContext,
    readonly port: number,
    readonly code: ThemeCode,
  ) {}

  async list(query: VideoQuery): Promise<ApiVideo[]> {
    const params = new URLSearchParams({ t: this.code, limit: String(query.limit ?? 8) });
    if (query.label) params.set('label', query.label);
    if (query.orderfields) params.set('orderfields', query.orderfields);
    if (query.orderby) params.set('orderby', query.orderby);
    const response = await this.request.get(themeUrl(this.port, `/api/blogs?${params}`), { headers: { 'x-api-key': E2E_API_KEY } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as BlogListResponse).data;
  }
}
