import type { BlogListAnswer } from '@vitrine/catalog/api-schemas';
import { FIRST_SCREEN_ROW_ORDERS, FIRST_SCREEN_ROWS, LABEL_ROW_ORDER, ROW_PAGE_SIZE, type FirstScreenData, type FirstScreenRowKey, type RowOrder } from '@vitrine/catalog/first-screen';
import { THEME_CODES, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { VideosRepository } from '../db/videos-repository.ts';
import { blogListAnswer } from '../routes/api/videos/blog-list-answer.ts';

/**
 * Everything a page's first screen shows (issue 9), read from the repository directly: the first
 * page of each first-screen row, as GET /api/blogs would answer the browser, and the video the
 * address names (`slug`, its pathseo or titleSeo), if it exists in this theme. On a label's page
 * (`label`, one of the theme's, PRODUCT §12), the first page of that label's row too. Rows with
 * the same ordering share one query (latest and New Releases).
 */
export async function loadFirstScreenData(
  repository: VideosRepository,
  themeId: ThemeId,
  slug: string | undefined,
  label: string | null = null,
  now = Date.now(),
): Promise<FirstScreenData> {
  const themeCode = THEME_CODES[themeId];
  const answers = new Map<string, Promise<BlogListAnswer>>();
  const answerFor = ({ orderfields, orderby }: RowOrder, ofLabel?: string): Promise<BlogListAnswer> => {
    const key = `${orderfields} ${orderby} ${ofLabel ?? ''}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const query = { themeCode, label: ofLabel, limit: ROW_PAGE_SIZE, offset: 0, orderField: orderfields, orderDirection: orderby };
      answer = repository.list(query).then((page) => blogListAnswer(page, query));
      answers.set(key, answer);
    }
    return answer;
  };
  const [video, labelRow, ...rowAnswers] = await Promise.all([
    slug === undefined ? undefined : repository.findBySlug(slug, themeCode),
    label === null ? undefined : answerFor(LABEL_ROW_ORDER, label),
    ...FIRST_SCREEN_ROWS.map((key) => answerFor(FIRST_SCREEN_ROW_ORDERS[key])),
  ]);
  const rows = Object.fromEntries(FIRST_SCREEN_ROWS.map((key, index) => [key, rowAnswers[index]])) as Record<FirstScreenRowKey, BlogListAnswer>;
  return { themeId, renderedAt: now, rows, video: video ?? null, label: label === null || labelRow === undefined ? null : { label, row: labelRow } };
}
