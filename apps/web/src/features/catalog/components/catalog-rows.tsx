import { normalizeSearchTerm } from '@vitrine/catalog/search';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { RotateCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ContainedError } from '../../../components/ui/contained-error.tsx';
import { pageOpenedAt } from '../../../config/first-screen.ts';
import { useContinueWatching, useMyList } from '../../../lib/local-library.ts';
import { useIsHydrated } from '../../../lib/use-is-hydrated.ts';
import { langAttributeFor } from '../../../theme/text-language.ts';
import { useThemeStore } from '../../../theme/theme-store.ts';
import { channelNameOf, dayMonth } from '../format/video-meta.ts';
import { buildRows, catalogueError, type RowModel } from '../rows/build-rows.ts';
import { moveBetweenRows } from '../hooks/use-row-keyboard.ts';
import { useCategoryStore } from '../stores/category-store.ts';
import { LatestOverlay } from './latest-overlay.tsx';
import { VideoCard } from './video-card.tsx';
import { VideoRow } from './video-row.tsx';

export interface CatalogRowsProps {
  /** The search term as typed: rows filter on it instantly. */
  term: string;
  /** The sidebar's label filter; null shows every row. */
  selectedLabel: string | null;
  onOpen: (video: UiVideo) => void;
  onPlay?: (video: UiVideo) => void;
  /** A Continue Watching card plays from where the visitor stopped instead of opening the dialog. */
  onResume?: (video: UiVideo) => void;
}

const CONTINUE_WATCHING_ROW = 'continueWatching';
const NOTHING_STORED: readonly never[] = [];

/** Every row of the home page, in the spec's order (PRODUCT §2.3). */
export function CatalogRows({ term, selectedLabel, onOpen, onPlay, onResume }: CatalogRowsProps) {
  const theme = useThemeStore((state) => state.theme);
  const categories = useCategoryStore((state) => state.categories);
  const serverSearch = useCategoryStore((state) => state.search);
  const fetchCategory = useCategoryStore((state) => state.fetchCategory);
  const fetchAll = useCategoryStore((state) => state.fetchAll);
  // The visitor's own rows live in this browser: the server's HTML and the hydration have none.
  const isHydrated = useIsHydrated();
  const storedContinueWatching = useContinueWatching(theme.id);
  const storedMyList = useMyList(theme.id);
  const continueWatching = isHydrated ? storedContinueWatching : NOTHING_STORED;
  const myList = isHydrated ? storedMyList : NOTHING_STORED;
  // "The last 2 days" counts from when the page opened (the server's render time when it rendered
  // the page, so both sides draw the same row); a re-render must not move the window.
  const [now] = useState(pageOpenedAt);

  const rows = useMemo(
    () => buildRows({ theme, categories, serverSearch, term, selectedLabel, continueWatching, myList, now }),
    [theme, categories, serverSearch, term, selectedLabel, continueWatching, myList, now],
  );

  const pageError = catalogueError(categories, serverSearch);

  const renderCard = (row: RowModel, video: UiVideo, progress: number | undefined, position: number) => {
    const channelName = channelNameOf(video, theme.labels);
    const resumes = row.key === CONTINUE_WATCHING_ROW && !row.isFallback && onResume !== undefined;
    return (
      // One card that cannot render leaves an empty slot; the row and the page go on.
      <ContainedError key={video.id} resetKey={video} fallback={<div data-testid="card-failed" aria-hidden="true" className="w-card bg-surface aspect-video shrink-0 rounded-md" />}>
        <VideoCard
          video={video}
          channelName={channelName}
          onOpen={resumes ? onResume : onOpen}
          onPlay={row.isFallback ? undefined : resumes ? onResume : onPlay}
          progress={progress}
          position={position}
          // The date in the visitor's time zone once hydrated; the server's HTML cannot know that zone.
          overlay={row.variant === 'latest' ? <LatestOverlay labelName={channelName} date={dayMonth(video, isHydrated ? 'local' : 'UTC')} /> : undefined}
        />
      </ContainedError>
    );
  };

  return (
    // ↑/↓ between rows (PRODUCT §2.10); the rows' cards are buttons, so this handler is on their container.
    <div className="space-y-6 md:space-y-9" onKeyDown={moveBetweenRows}>
      {pageError && (
        <div role="alert" className="mx-4 flex flex-wrap items-center gap-3 rounded-lg border border-white/10 bg-black/60 px-4 py-3 text-sm text-white/85 backdrop-blur md:mx-12">
          <span>{pageError}</span>
          <span className="text-white/55">Showing a few picks meanwhile.</span>
          <button
            type="button"
            onClick={() => void fetchAll()}
            className="ml-auto inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 font-semibold text-black hover:bg-white/85"
          >
            <RotateCw className="size-3.5" aria-hidden="true" />
            Retry
          </button>
        </div>
      )}
      {rows.map((row) => {
        const category = row.category;
        return (
          <VideoRow
            key={row.key}
            rowKey={row.key}
            title={row.title}
            titleLang={row.titleLang && langAttributeFor(row.titleLang, theme.lang)}
            itemCount={row.items.length}
            isLoading={row.isLoading}
            error={row.error}
            onRetry={category && (() => void fetchCategory(category))}
            onEndReached={category && row.canLoadMore ? () => void fetchCategory(category, { append: true }) : undefined}
            onNearView={category && categories[category] === undefined ? () => void fetchCategory(category) : undefined}
          >
            {row.items.map((item, position) => renderCard(row, item.video, item.progress, position))}
          </VideoRow>
        );
      })}
      {rows.length === 0 && normalizeSearchTerm(term) !== '' && (
        <p role="status" className="px-4 py-16 text-center text-lg text-white/70 md:px-12">
          No videos match “{term.trim()}”.
        </p>
      )}
    </div>
  );
}
