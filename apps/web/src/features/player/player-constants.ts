/** Player timings (PRODUCT §9.1). */
export const SEEK_STEP_S = 10;
export const CONTROLS_HIDE_MS = 3_000;
export const PROGRESS_TICK_MS = 1_000;
export const CLOSE_FADE_MS = 200;
/** Volume slider bounds (PRODUCT §2.5: 0-100) and its keyboard step. */
export const VOLUME_MAX = 100;
export const VOLUME_STEP = 5;
