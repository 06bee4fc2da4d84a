import { createContext } from 'react';

/**
 * False while a dialog is open: no card preview then (PRODUCT §2.3). A context read by the one
 * preview on show, not a prop of every card: opening a dialog then re-renders no row and no card.
 */
export const PreviewsEnabledContext = createContext(true);
