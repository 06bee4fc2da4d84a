import { lazy, Suspense, useState } from 'react';
import { useThemeStore } from '../../theme/theme-store.ts';
import { useHelpKey } from './use-help-key.ts';

const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx'));

/** Listens for `?` on every page and opens the shortcut list, whose chunk loads on first use. */
export function ShortcutsHelp() {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const lang = useThemeStore((state) => state.theme.lang);
  useHelpKey(() => {
    setOpen(true);
    setWasOpened(true);
  });
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog open={isOpen} onOpenChange={setOpen} lang={lang} />
    </Suspense>
  );
}
