import { normalizeSearchTerm } from '@vitrine/catalog/search';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { RotateCw } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { shallow } from 'zustand/vanilla/shallow';
import { ContainedError } from '../../../components/ui/contained-error.tsx';
import { pageOpenedAt } from '../../../config/first-screen.ts';
import { useContinueWatching, useMyList } from '../../../lib/local-library.ts';
import { useIsHydrated } from '../../../lib/use-is-hydrated.ts';
import { langAttributeFor } from '../../../theme/text-language.ts';
import { useThemeStore } from '../../../theme/theme-store.ts';
import { channelNameOf, dayMonth } from '../format/video-meta.ts';
import { buildRows, catalogueError, type RowModel } from '../rows/build-rows.ts';
import { moveBetweenRows } from '../hooks/use-row-keyboard.ts';
import { useCategoryStore, type CategoryStore } from '../stores/category-store.ts';
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
      {rows.map((row) => (
        <CatalogRow
          key={row.key}
          row={row}
          isWaitingForView={row.category !== undefined && categories[row.category] === undefined}
          labels={theme.labels}
          pageLang={theme.lang}
          isHydrated={isHydrated}
          fetchCategory={fetchCategory}
          onOpen={onOpen}
          onPlay={onPlay}
          onResume={onResume}
        />
      ))}
      {rows.length === 0 && normalizeSearchTerm(term) !== '' && (
        <p role="status" className="px-4 py-16 text-center text-lg text-white/70 md:px-12">
          No videos match “{term.trim()}”.
        </p>
      )}
    </div>
  );
}

interface CatalogRowProps extends Pick<CatalogRowsProps, 'onOpen' | 'onPlay' | 'onResume'> {
  row: RowModel;
  /** A row the page has not fetched yet: it asks for its cards when it comes near the view. */
  isWaitingForView: boolean;
  labels: ThemeConfig['labels'];
  pageLang: ThemeConfig['lang'];
  isHydrated: boolean;
  fetchCategory: CategoryStore['fetchCategory'];
}

/**
 * One row and its cards. Drawn again only when its own model changes (`isSameRowProps`): a row that
 * loads changes the store's categories, and every other row of the page stays as it was (issue 9:
 * scrolling a phone through rows that load one after another).
 */
const CatalogRow = memo(function CatalogRow({ row, isWaitingForView, labels, pageLang, isHydrated, fetchCategory, onOpen, onPlay, onResume }: CatalogRowProps) {
  const category = row.category;
  const resumes = row.key === CONTINUE_WATCHING_ROW && !row.isFallback && onResume !== undefined;
  return (
    <VideoRow
      rowKey={row.key}
      title={row.title}
      titleLang={row.titleLang && langAttributeFor(row.titleLang, pageLang)}
      itemCount={row.items.length}
      isLoading={row.isLoading}
      error={row.error}
      onRetry={category && (() => void fetchCategory(category))}
      onEndReached={category && row.canLoadMore ? () => void fetchCategory(category, { append: true }) : undefined}
      onNearView={category && isWaitingForView ? () => void fetchCategory(category) : undefined}
    >
      {row.items.map(({ video, progress }, position) => {
        const channelName = channelNameOf(video, labels);
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
      })}
    </VideoRow>
  );
}, isSameRowProps);

/** buildRows makes new models at each call; a row is the same when what it shows is. */
function isSameRowProps({ row: a, ...restA }: CatalogRowProps, { row: b, ...restB }: CatalogRowProps): boolean {
  const { items: itemsA, ...modelA } = a;
  const { items: itemsB, ...modelB } = b;
  return shallow(restA, restB) && shallow(modelA, modelB) && itemsA.length === itemsB.length && itemsA.every((item, index) => shallow(item, itemsB[index]));
}
