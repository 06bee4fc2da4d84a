import type { Page } from '@playwright/test';
import type { BlogListResponse } from '@vitrine/catalog/api-schemas';
import { inlinedVideos } from './first-screen.ts';

/** Every video title the page received, inlined with its first screen or from /api/blogs, with its channel label. */
export function recordVideoLabels(page: Page): Map<string, Set<string>> {
  const labelsByTitle = new Map<string, Set<string>>();
  page.on('response', async (response) => {
    if (!response.ok()) return;
    const isDocument = response.request().resourceType() === 'document';
    if (!isDocument && new URL(response.url()).pathname !== '/api/blogs') return;
    const videos = isDocument ? inlinedVideos(await response.text()) : ((await response.json()) as BlogListResponse).data;
    for (const { metadata } of videos) {
      const labels = labelsByTitle.get(metadata.title) ?? new Set<string>();
      labels.add(metadata.username);
      labelsByTitle.set(metadata.title, labels);
    }
  });
  return labelsByTitle;
}
