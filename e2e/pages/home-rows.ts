import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The rows of the home page and the header search that narrows them. */
export class HomeRows {
  constructor(readonly page: Page) {}

  all(): Locator {
    return this.page.getByTestId('video-row');
  }

  titles(): Locator {
    return this.all().getByRole('heading', { level: 2 });
  }

  /** A row by its exact title, e.g. 'Trending' or 'Trending (3 results)'. */
  byTitle(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  byKey(key: string): Locator {
    return this.page.locator(`[data-testid="video-row"][data-row="${key}"]`);
  }

  cards(row: Locator = this.page.locator('body')): Locator {
    return row.getByTestId('video-card');
  }

  /** The runtime a card shows over its image (a video whose length is known). */
  runtimeOf(card: Locator): Locator {
    return card.getByTestId('card-runtime');
  }

  /** The video title a card shows (its accessible name adds the channel and any date). */
  static cardTitle(card: Locator): Promise<string> {
    return card.getByTestId('card-title').innerText();
  }

  /** A row's cards as a list, named by the row's title (PRODUCT §2.10). */
  list(title: string | RegExp): Locator {
    return this.page.getByRole('list', { name: title, exact: true });
  }

  /**
   * Where focus is among the rows: the row's title and place among the rows that hold cards, the
   * card's position in it and how many cards the row holds; null when focus is on no card.
   */
  focusedCard(): Promise<FocusedCard | null> {
    return this.page.evaluate(() => {
      const active = document.activeElement;
      const list = active?.closest('[role="list"][data-row-list]');
      if (!active || !list) return null;
      const cardsOf = (element: Element) => [...element.querySelectorAll('[data-testid="video-card"]')];
      const rowsWithCards = [...document.querySelectorAll('[role="list"][data-row-list]')].filter((element) => cardsOf(element).length > 0);
      const cards = cardsOf(list);
      return {
        row: document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        rowIndex: rowsWithCards.indexOf(list),
        position: cards.indexOf(active),
        count: cards.length,
        title: active.querySelector('[data-testid="card-title"]')?.textContent ?? '',
      };
    });
  }

  scroller(row: Locator): Locator {
    return row.getByTestId('row-scroller');
  }

  scrollLeftOf(row: Locator): Promise<number> {
    return this.scroller(row).evaluate((element) => element.scrollLeft);
  }

  arrow(title: string, direction: 'left' | 'right'): Locator {
    return this.page.getByRole('button', { name: `Scroll ${title} ${direction}`, exact: true });
  }

  searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search videos' });
  }

  clearSearchButton(): Locator {
    return this.page.getByRole('button', { name: 'Clear search', exact: true });
  }

  /** Waits until the rows carry exactly these titles, in this order. */
  async expectTitles(titles: readonly string[]): Promise<void> {
    await expect(this.titles()).toHaveText([...titles], { timeout: 15_000 });
  }

  /**
   * Every row's title carries one count: ' (1 result)' or ' (n results)', never fewer than
   * the cards it shows (the server may have more than are loaded); the latest row keeps only
   * its own '(n)', the number of its cards.
   */
  async expectResultCounts(): Promise<void> {
    await expect
      .poll(async () =>
        this.all().evaluateAll((rows) =>
          rows
            .map((row) => ({ title: row.querySelector('h2')?.textContent ?? '', cards: row.querySelectorAll('[data-testid="video-card"]').length }))
            .filter(({ title, cards }) => {
              const latest = /^Dernières vidéos publiées \((\d+)\)$/.exec(title);
              if (latest) return Number(latest[1]) !== cards;
              const counted = /^.+ \((\d+) results?\)$/.exec(title);
              if (!counted) return true;
              const count = Number(counted[1]);
              return count < cards || title.endsWith(count === 1 ? ' result)' : ' results)') === false;
            })
            .map(({ title }) => title),
        ),
      )
      .toEqual([]);
  }
}

export interface FocusedCard {
  row: string;
  rowIndex: number;
  position: number;
  count: number;
  title: string;
}

export function isVideoListResponse(response: Response): boolean {
  return new URL(response.url()).pathname === '/api/blogs';
}

/** Counts the browser's requests to the video list from now on. */
export function countVideoListRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/blogs') count += 1;
  });
  return { count: () => count };
}
