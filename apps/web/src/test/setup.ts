import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { THEME_IDS } from '@vitrine/catalog/themes/theme-ids';
import { afterEach } from 'vitest';
import { setPageConfigForTests } from '../config/page-config.ts';
import { loadThemeConfig } from '../theme/theme-configs.ts';

// Every theme's config loaded, as after a first switch to it: a switch then applies at once.
await Promise.all(THEME_IDS.map(loadThemeConfig));
// Loading read the (absent) page config: each test reads the one it sets up.
setPageConfigForTests();

// Component tests never see the previous test's DOM.
afterEach(cleanup);
