import { labelEntry, TRAIL_LABEL_RELEASE_DATE } from './label-entry.ts';
import type { LabelEntry } from './theme-config.ts';

/** Shared by sport and wildpeaks (PRODUCT §1: wildpeaks reuses the sport labels). */
export const TRAIL_LABELS: readonly LabelEntry[] = [
  { id: 601, title: 'Trail Show', label: 'TrailShowTV', overview: 'L’émission du trail : courses, coureurs et actualité des sentiers.', vote_average: 8.8, genre_ids: [400] },
  { id: 602, title: 'Preview', label: 'TrailPreview', overview: 'Les parcours des grandes courses présentés avant le départ.', vote_average: 8.3, genre_ids: [400, 401] },
  { id: 603, title: 'Interview Trail', label: 'TrailInterviews', overview: 'Les traileurs et traileuses racontent leurs courses et leur préparation.', vote_average: 8.5, genre_ids: [400, 402] },
  { id: 604, title: 'Documentaire Trail', label: 'TrailDocumentaires', overview: 'Documentaires sur l’ultra-trail, la montagne et ceux qui la courent.', vote_average: 9.0, genre_ids: [402] },
  { id: 605, title: 'Live Stream', label: 'TrailLiveStream', overview: 'Les courses en direct et leurs rediffusions.', vote_average: 8.2, genre_ids: [400, 401] },
  { id: 606, title: 'UTMB World', label: 'UTMBWorld', overview: 'L’Ultra-Trail du Mont-Blanc et les courses du circuit UTMB World Series.', vote_average: 9.2, genre_ids: [400] },
  { id: 607, title: 'Golden Trail Series', label: 'GoldenTrailSeries', overview: 'Le circuit international des courses de trail courtes et rapides.', vote_average: 8.7, genre_ids: [400, 401] },
].map((seed) => labelEntry(seed, TRAIL_LABEL_RELEASE_DATE));
