import type { BlogListAnswer } from '@vitrine/catalog/api-schemas';
import { FIRST_SCREEN_ROW_ORDERS, FIRST_SCREEN_ROWS, ROW_PAGE_SIZE, type FirstScreenData, type FirstScreenRowKey, type RowOrder } from '@vitrine/catalog/first-screen';
import { THEME_CODES, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { VideosRepository } from '../db/videos-repository.ts';
import { blogListAnswer } from '../routes/api/videos/blog-list-answer.ts';

/**
 * Everything a page's first screen shows (issue 9), read from the repository directly: the first
 * page of each first-screen row, as GET /api/blogs would answer the browser, and the video the
 * address names (`slug`, its pathseo or titleSeo), if it exists in this theme. Rows with the same
 * ordering share one query (latest and New Releases).
 */
export async function loadFirstScreenData(repository: VideosRepository, themeId: ThemeId, slug: string | undefined, now = Date.now()): Promise<FirstScreenData> {
  const themeCode = THEME_CODES[themeId];
  const answers = new Map<string, Promise<BlogListAnswer>>();
  const answerFor = ({ orderfields, orderby }: RowOrder): Promise<BlogListAnswer> => {
    const key = `${orderfields} ${orderby}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const query = { themeCode, limit: ROW_PAGE_SIZE, offset: 0, orderField: orderfields, orderDirection: orderby };
      answer = repository.list(query).then((page) => blogListAnswer(page, query));
      answers.set(key, answer);
    }
    return answer;
  };
  const [video, ...rowAnswers] = await Promise.all([
    slug === undefined ? undefined : repository.findBySlug(slug, themeCode),
    ...FIRST_SCREEN_ROWS.map((key) => answerFor(FIRST_SCREEN_ROW_ORDERS[key])),
  ]);
  const rows = Object.fromEntries(FIRST_SCREEN_ROWS.map((key, index) => [key, rowAnswers[index]])) as Record<FirstScreenRowKey, BlogListAnswer>;
  return { themeId, renderedAt: now, rows, video: video ?? null };
}
