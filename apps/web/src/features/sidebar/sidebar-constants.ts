/** Sidebar geometry and timing (PRODUCT §9.1). */
export const SIDEBAR_WIDTH = '24rem';
export const CATEGORY_CLOSE_DELAY_MS = 500;
export const CHANNEL_CLOSE_DELAY_MS = 800;
/** Links the toggle button (aria-controls) to the panel. */
export const SIDEBAR_ID = 'sidebar';
