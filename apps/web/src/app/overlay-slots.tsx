import { lazy, Suspense } from 'react';
import { readPageConfig } from '../config/page-config.ts';
import { useCategoryStore } from '../features/catalog/stores/category-store.ts';
import { canShowChannels } from '../features/sidebar/can-show-channels.ts';
import { SidebarToggle } from '../features/sidebar/sidebar-toggle.tsx';
import { useThemeStore } from '../features/theme/stores/theme-store.ts';
import { useUiStore } from './ui-store.ts';

const Sidebar = lazy(() => import('../features/sidebar/sidebar.tsx'));

/**
 * Where the overlays mount. Each is its own lazy chunk, opened through the UI store
 * (ui-store.ts): details dialog (detailsOpen + the category store's currentVideo),
 * player (playerOpen), invite popup (inviteOpen), toasts, and the sidebar below.
 */
export function OverlaySlots() {
  return (
    <>
      <SidebarSlot />
      <Suspense fallback={null}>{/* details dialog */}</Suspense>
      <Suspense fallback={null}>{/* player */}</Suspense>
      <Suspense fallback={null}>{/* invite popup */}</Suspense>
      <Suspense fallback={null}>{/* toasts */}</Suspense>
    </>
  );
}

function SidebarSlot() {
  const isOpen = useUiStore((state) => state.sidebarOpen);
  const setOpen = useUiStore((state) => state.setSidebarOpen);
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const selectedLabel = useCategoryStore((state) => state.selectedLabel);
  const setSelectedLabel = useCategoryStore((state) => state.setSelectedLabel);

  return (
    <>
      <SidebarToggle open={isOpen} onOpenChange={setOpen} />
      <Suspense fallback={null}>
        <Sidebar
          open={isOpen}
          onOpenChange={setOpen}
          theme={theme}
          selectedLabel={selectedLabel}
          onSelectLabel={setSelectedLabel}
          showChannels={canShowChannels(window.location.hostname, readPageConfig().sites)}
          onSelectTheme={setTheme}
        />
      </Suspense>
    </>
  );
}
