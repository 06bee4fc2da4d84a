import type { TextLanguage } from '../../theme/text-language.ts';

export interface Shortcut {
  /** The keys as printed, each in its own <kbd>. */
  keys: readonly string[];
  does: string;
}

export interface ShortcutTexts {
  title: string;
  description: string;
  close: string;
  sections: readonly { heading: string; shortcuts: readonly Shortcut[] }[];
}

/**
 * Every keyboard shortcut of the site (PRODUCT §2.10), in the theme's language. The player's
 * keys are those of PRODUCT §2.5, the rows' those of §2.10; the page's are the browser's and the overlays' own.
 */
export const SHORTCUT_TEXTS: Record<TextLanguage, ShortcutTexts> = {
  en: {
    title: 'Keyboard shortcuts',
    description: 'Keys that work on this site.',
    close: 'Close',
    sections: [
      {
        heading: 'On the page',
        shortcuts: [
          { keys: ['?'], does: 'Show this list' },
          { keys: ['Tab', 'Shift+Tab'], does: 'Move to the next or previous control' },
          { keys: ['Enter'], does: 'Open the focused video or press the focused button' },
          { keys: ['Esc'], does: 'Close a dialog, the sidebar or the invite popup; clear the search' },
          { keys: ['F8'], does: 'Go to the notifications' },
        ],
      },
      {
        heading: 'In a row of videos',
        shortcuts: [
          { keys: ['←', '→'], does: 'Previous or next video in the row' },
          { keys: ['Home', 'End'], does: 'First or last video in the row' },
          { keys: ['↑', '↓'], does: 'Same place in the row above or below' },
        ],
      },
      {
        heading: 'In the player',
        shortcuts: [
          { keys: ['Space'], does: 'Play or pause' },
          { keys: ['←', '→'], does: 'Back or forward 10 seconds' },
          { keys: ['M'], does: 'Mute or unmute' },
          { keys: ['↑', '↓'], does: 'Volume, on the volume slider' },
          { keys: ['Esc'], does: 'Close the player' },
        ],
      },
    ],
  },
  fr: {
    title: 'Raccourcis clavier',
    description: 'Les touches qui fonctionnent sur ce site.',
    close: 'Fermer',
    sections: [
      {
        heading: 'Sur la page',
        shortcuts: [
          { keys: ['?'], does: 'Afficher cette liste' },
          { keys: ['Tab', 'Maj+Tab'], does: 'Aller à la commande suivante ou précédente' },
          { keys: ['Entrée'], does: 'Ouvrir la vidéo ou activer le bouton qui a le focus' },
          { keys: ['Échap'], does: 'Fermer une fenêtre, la barre latérale ou la popup d’invitation ; effacer la recherche' },
          { keys: ['F8'], does: 'Aller aux notifications' },
        ],
      },
      {
        heading: 'Dans une rangée de vidéos',
        shortcuts: [
          { keys: ['←', '→'], does: 'Vidéo précédente ou suivante de la rangée' },
          { keys: ['Début', 'Fin'], does: 'Première ou dernière vidéo de la rangée' },
          { keys: ['↑', '↓'], does: 'Même place dans la rangée au-dessus ou en dessous' },
        ],
      },
      {
        heading: 'Dans le lecteur',
        shortcuts: [
          { keys: ['Espace'], does: 'Lecture ou pause' },
          { keys: ['←', '→'], does: 'Reculer ou avancer de 10 secondes' },
          { keys: ['M'], does: 'Couper ou remettre le son' },
          { keys: ['↑', '↓'], does: 'Volume, sur le curseur de volume' },
          { keys: ['Échap'], does: 'Fermer le lecteur' },
        ],
      },
    ],
  },
};
