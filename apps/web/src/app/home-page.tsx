import { normalizeSearchTerm } from '@vitrine/catalog/search';
import { useMemo, type ReactNode } from 'react';
import { ContainedError } from '../components/ui/contained-error.tsx';
import { currentSite } from '../config/current-site.ts';
import { CatalogRows } from '../features/catalog/components/catalog-rows.tsx';
import { Hero } from '../features/catalog/components/hero.tsx';
import { PreviewsEnabledContext } from '../features/catalog/components/previews-enabled.ts';
import { welcomeHero } from '../features/catalog/fallback/fallback-rows.ts';
import { channelNameOf } from '../features/catalog/format/video-meta.ts';
import { catalogueGaveNothing } from '../features/catalog/rows/build-rows.ts';
import { selectFeaturedVideo, useCategoryStore, useFetchOnMount } from '../features/catalog/stores/category-store.ts';
import { useSearchSync } from '../features/search/hooks/use-search-sync.ts';
import { useSearchTermStore } from '../features/search/stores/search-term-store.ts';
import { preconnectToYouTube } from '../lib/youtube-preconnect.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { SiteHeader } from './header/site-header.tsx';
import { heroPlayOpens } from './hero-play.ts';
import { LinkedVideoDetails } from './linked-video-details.tsx';
import { OverlaySlots } from './overlay-slots.tsx';
import { selectIsDialogOpen, usePageStore } from './page-store.ts';
import { useSelectedLabel } from './selected-label.ts';
import { useDeepLink, useLinkedVideo } from './use-deep-link.ts';
import { usePlayerFollowsHistory } from './use-player-follows-history.ts';
import { useVideoActions } from './use-video-actions.ts';

/** The home page (PRODUCT §2.1): header, hero, rows, and the overlays they open. */
export function HomePage() {
  useFetchOnMount();
  const setSearch = useCategoryStore((state) => state.setSearch);
  useSearchSync(setSearch);

  const theme = useThemeStore((state) => state.theme);
  const term = useSearchTermStore((state) => state.term);
  const featuredVideo = useCategoryStore(selectFeaturedVideo);
  const categories = useCategoryStore((state) => state.categories);
  const serverSearch = useCategoryStore((state) => state.search);
  const selectedLabel = useSelectedLabel();
  const isVideoPage = useLinkedVideo() !== undefined;
  const toggleSidebar = usePageStore((state) => state.toggleSidebar);

  // While searching the results come first: the hero steps aside (PRODUCT §2.1, §10.9).
  const isSearching = normalizeSearchTerm(term) !== '';
  const isWelcome = !featuredVideo && catalogueGaveNothing(categories, serverSearch);
  const heroVideo = useMemo(() => featuredVideo ?? (isWelcome ? welcomeHero(theme.name) : null), [featuredVideo, isWelcome, theme.name]);

  const actions = useVideoActions();
  const { openDetails } = actions;
  useDeepLink(openDetails);
  usePlayerFollowsHistory();

  return (
    <>
      <SiteHeader />
      <main id="main" className="pb-24">
        <LinkedVideoDetails />
        {isSearching ? (
          <h1 className="px-4 pt-36 pb-4 text-2xl font-semibold text-white md:px-12 md:pt-28 md:text-3xl">Results for “{term.trim()}”</h1>
        ) : (
          // A featured video that cannot render costs the hero, never the home page (PRODUCT §10.13).
          <ContainedError resetKey={heroVideo} fallback={<section aria-label="Featured video" data-testid="hero-failed" className="h-[40svh] bg-linear-to-b from-surface to-page" />}>
          <Hero
            video={heroVideo}
            channelName={heroVideo ? channelNameOf(heroVideo, theme.labels) : ''}
            isLoading={!heroVideo}
            // Under a video page's details, below the fold: its image waits its turn.
            isFirstContent={!isVideoPage}
            onPlay={() => {
              if (heroPlayOpens(theme, currentSite()) === 'sidebar') toggleSidebar();
              else if (heroVideo) openDetails(heroVideo);
            }}
            onPlayIntent={heroPlayOpens(theme, currentSite()) === 'sidebar' ? undefined : preconnectToYouTube}
            onMoreInfo={() => heroVideo && openDetails(heroVideo)}
          />
          </ContainedError>
        )}
        <div className={isSearching ? '' : 'relative z-10 -mt-20 md:-mt-40'}>
          <PreviewsHiddenUnderDialogs>
            <CatalogRows term={term} selectedLabel={selectedLabel} onOpen={openDetails} onPlay={actions.play} onResume={actions.resume} />
          </PreviewsHiddenUnderDialogs>
        </div>
      </main>
      <OverlaySlots actions={actions} />
    </>
  );
}

/** No card preview while a dialog is open (PRODUCT §2.3); the rows inside do not re-render when one opens. */
function PreviewsHiddenUnderDialogs({ children }: { children: ReactNode }) {
  const isDialogOpen = usePageStore(selectIsDialogOpen);
  return <PreviewsEnabledContext value={!isDialogOpen}>{children}</PreviewsEnabledContext>;
}
