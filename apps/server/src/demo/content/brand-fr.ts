import type { ThemeContent } from './theme-content.ts';

// A fictional creator's own channel: the personal-brand theme has no labels.
export const brandFrContent: ThemeContent = {
  channel: { username: 'leamarchand', title: 'Léa Marchand' },
  names: {
    artist: ['Léa Marchand'],
    guest: ['Hugo', 'Camille', 'Yanis', 'Inès', 'Jules'],
    place: ['Chamonix', 'Lisbonne', 'Lausanne', 'Marseille', 'Montréal', 'Naples', 'Annecy'],
    project: ['mon premier court-métrage', 'ma chaîne', 'mon premier trail', 'mon podcast', 'mon nouveau studio'],
  },
  formats: [
    {
      titles: [
        'Une semaine avec moi à {place}', 'J’ai tout quitté pour {project}', 'Mon matériel pour filmer mes vidéos ({year})',
        'Je réponds à vos questions (FAQ)', 'Dans les coulisses de {project}', 'Vlog : 48 h à {place} avec {guest}',
        'Ce que personne ne vous dit sur {project}', 'Bilan de mon année {year}',
      ],
      descriptions: [
        'Cette semaine je vous emmène à {place} ! Dites-moi en commentaire ce que vous avez préféré.',
        'Il y a un an, j’ai tout misé sur {project}. Je vous raconte tout, sans filtre.',
        'Caméras, micros, lumières : tout le matériel que j’utilise pour mes vidéos.',
        'Vous m’avez posé plein de questions en commentaire, je réponds à tout !',
        'Les coulisses de {project}, du premier jour jusqu’au résultat final.',
        'Merci à {guest} pour l’aide au tournage. Abonnez-vous pour la suite !',
        'On parle de {project} : les galères, les réussites et tout ce que j’ai appris en chemin.',
        'Une année riche en projets : merci d’être là, on se retrouve pour la suite !',
      ],
    },
  ],
  richDescriptions: [
    'Mon matériel : <a href="https://www.leamarchand.fr/materiel">leamarchand.fr/materiel</a><br>\n\n00:00 Intro<br>\n01:45 Le voyage<br>\n09:30 Mon avis\n<br>\nRetrouvez-moi sur <a href="https://www.instagram.com/leamarchand/">Instagram</a>',
  ],
  views: { min: 800, max: 60_000 },
};
