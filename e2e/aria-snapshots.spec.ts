import { expect, test, type Page } from '@playwright/test';
import { DetailsPlayer } from './pages/details-player.ts';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';
import { InvitePopup } from './pages/sidebar-invite.ts';
import { installFakeYouTube } from './support/fake-youtube.ts';

const ROCK_PORT = 3001;

async function openHome(page: Page): Promise<void> {
  const home = new HomePage(page);
  await home.goto(ROCK_PORT);
  await home.expectLoaded();
}

test('a card is one button named by its title, then its channel', async ({ page }) => {
  await openHome(page);
  const rows = new HomeRows(page);
  const card = rows.cards(rows.byTitle('Trending')).first();
  await expect(card).toMatchAriaSnapshot(`- button /^.+, .+$/`);
  const title = await HomeRows.cardTitle(card);
  expect(await card.evaluate((element) => element.textContent)).toContain(title);
  await expect(card).toHaveAccessibleName(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
});

test('a row: a list named by its title, one listitem per card, each a button named by its video and channel', async ({ page }) => {
  await openHome(page);
  const rows = new HomeRows(page);
  const trending = rows.list('Trending');
  await expect(rows.cards(trending).first()).toBeVisible();
  // The row may load its next page meanwhile (its end is near the viewport): match the cards it holds when matched.
  await expect(async () => {
    const cardCount = await rows.cards(trending).count();
    await expect(trending).toMatchAriaSnapshot(
      `
    - list "Trending":
      - /children: equal
${'      - listitem:\n        - button /^.+, .+$/\n'.repeat(cardCount)}`,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
});

test('the player: a dialog named by the video, its close button, a live region, then every control named', async ({ page }) => {
  await installFakeYouTube(page);
  await openHome(page);
  const ui = new DetailsPlayer(page);
  await ui.hero().getByRole('button', { name: 'More Info', exact: true }).click();
  await ui.detailsButton('Play').click();
  await expect(ui.player()).toBeVisible({ timeout: 15_000 });
  await expect(ui.loader()).toHaveCount(0);
  await expect(ui.player()).toMatchAriaSnapshot(`
    - dialog:
      - heading [level=2]
      - button "Close player"
      - status: Playing
      - slider "Seek"
      - button "Back 10 seconds"
      - button "Pause"
      - button "Forward 10 seconds"
      - button /^(Mute|Unmute)$/
      - slider "Volume"
      - text: /\\d+:\\d\\d \\/ \\d+:\\d\\d/
  `);
});

test('the invite popup: a French dialog, its text, three labelled fields, the send and close buttons', async ({ page }) => {
  await openHome(page);
  const popup = new InvitePopup(page);
  await popup.inviteLink().click();
  await expect(popup.dialog()).toMatchAriaSnapshot(`
    - dialog "Groupes Rock/Metal, inscrivez votre chaîne YouTube !":
      - heading "Groupes Rock/Metal, inscrivez votre chaîne YouTube !" [level=2]
      - paragraph: /^Groupes de rock et de metal/
      - group:
        - textbox "Nom complet"
        - textbox "Email"
        - textbox "Votre message ou lien de playlist"
      - button "Envoyer"
      - button "Fermer la popup"
  `);
});
