import { Link } from 'wouter';
import { useAddress } from '../../lib/address.ts';
import { useThemeStore } from '../../theme/theme-store.ts';
import { paths } from '../paths.ts';
import { useClearChunkReloadMark } from '../use-clear-chunk-reload-mark.ts';

/** Anything deeper than `/{pathseo}` (PRODUCT §10.10: a real 404 page, §2.9). */
export function NotFoundRoute() {
  useClearChunkReloadMark();
  const theme = useThemeStore((state) => state.theme);
  const homeHref = paths.home.getHref(useAddress().search);

  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden bg-page px-6">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-60"
        style={{ backgroundImage: 'radial-gradient(circle at 30% 20%, color-mix(in oklab, var(--theme-primary) 45%, transparent), transparent 55%), radial-gradient(circle at 80% 90%, color-mix(in oklab, var(--theme-accent) 25%, transparent), transparent 50%)' }}
      />
      <div className="relative max-w-lg space-y-6 text-center">
        <Link href={homeHref} className="inline-block rounded">
          <img src={theme.branding.logo} alt={theme.name} className="mx-auto h-10 w-auto" />
        </Link>
        <p className="font-display text-8xl leading-none tracking-wider text-white/90">404</p>
        <h1 className="text-3xl font-bold text-white">Page not found</h1>
        <p className="text-white/70">This page does not exist or has moved. The whole catalogue is waiting on the home page.</p>
        <Link href={homeHref} className="inline-flex rounded-md bg-white px-6 py-3 font-semibold text-black hover:bg-white/85">
          Back to home
        </Link>
      </div>
    </main>
  );
}
