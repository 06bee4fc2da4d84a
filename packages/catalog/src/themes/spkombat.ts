import { themeBranding } from './branding.ts';
import { labelEntry } from './label-entry.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';

export const spkombatTheme: ThemeConfig = {
  id: THEME.SPKOMBAT,
  ...THEME_SUMMARIES[THEME.SPKOMBAT],
  description: 'Les sports de combat en vidéo : MMA, Muay Thai, K1, boxe et les grandes organisations.',
  primary_color: '#222222',
  secondary_color: '#f2c300',
  accent_color: '#e94e77',
  labels: [
    { id: 501, title: 'Documentaires', label: 'SPKombatDocumentaires', overview: 'Documentaires sur les combattants, les clubs et l’histoire des sports de combat.', vote_average: 8.9, genre_ids: [30, 31, 32] },
    { id: 502, title: 'Interviews', label: 'SPKombatInterviews', overview: 'Les combattants et leurs entraîneurs se racontent avant et après les combats.', vote_average: 8.4, genre_ids: [30, 31] },
    { id: 503, title: 'Reportages', label: 'SPKombatReportages', overview: 'Reportages au cœur des galas, des camps d’entraînement et des salles.', vote_average: 8.6, genre_ids: [30, 32] },
    { id: 504, title: 'MMA', label: 'SPKombatMMA', overview: 'Le meilleur des arts martiaux mixtes : combats, analyses et moments forts.', vote_average: 9.0, genre_ids: [30] },
    { id: 505, title: 'Muay Thai', label: 'MuayThaiTV', overview: 'La boxe thaïlandaise, des stades de Bangkok aux galas européens.', vote_average: 8.7, genre_ids: [31] },
    { id: 506, title: 'K1', label: 'K1WorldGP', overview: 'Le kickboxing K1 et ses combats les plus spectaculaires.', vote_average: 8.5, genre_ids: [31] },
    { id: 507, title: 'Boxe', label: 'SPKombatBoxe', overview: 'La boxe anglaise : championnats, espoirs et grandes soirées.', vote_average: 8.8, genre_ids: [32] },
    { id: 508, title: 'UFC', label: 'UFC', description: 'Ultimate Fighting Championship', overview: 'Les combats, conférences et coulisses de l’UFC.', vote_average: 9.2, genre_ids: [30] },
    { id: 509, title: 'Bellator', label: 'BellatorMMA', overview: 'Les soirées Bellator MMA et leurs champions.', vote_average: 8.3, genre_ids: [30] },
    { id: 510, title: 'Karate Combat', label: 'KarateCombat', overview: 'Le karaté full contact dans la fosse de Karate Combat.', vote_average: 8.2, genre_ids: [31] },
    { id: 511, title: 'ONE Championship', label: 'ONEChampionship', overview: 'MMA, Muay Thai et kickboxing de la plus grande organisation asiatique.', vote_average: 9.1, genre_ids: [30, 31] },
  ].map((seed) => labelEntry(seed)),
  branding: themeBranding(THEME.SPKOMBAT),
  seo: {
    title: 'SP Kombat – Vidéos de sports de combat',
    description: 'Regardez les meilleures vidéos de MMA, Muay Thai, K1, boxe, UFC, Bellator, Karate Combat et ONE Championship : combats, documentaires, interviews et reportages.',
    keywords: 'sports de combat, MMA, Muay Thai, K1, boxe, UFC, Bellator, Karate Combat, ONE Championship, vidéos',
  },
  lang: 'fr',
  heroPlay: 'details',
};
