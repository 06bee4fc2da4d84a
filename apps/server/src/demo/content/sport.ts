import type { ThemeContent } from './theme-content.ts';

// Fictional runners; the races are real places. French text.
// Names and places start with a consonant: templates say « de {artist} », « autour de {place} ».
export const sportContent: ThemeContent = {
  names: {
    artist: [
      'Jules Martinet', 'Margaux Berthod', 'Baptiste Rouvière', 'Manon Coudray', 'Tomás Ibarra', 'Maïa Lenoir',
      'Romain Chevalier', 'Léna Falcoz', 'Hugo Perret', 'Nora Sandoval', 'Quentin Arnaud', 'Salomé Rey',
    ],
    // Without articles: templates place the race where French needs none.
    race: [
      'UTMB', 'Diagonale des Fous', 'Zegama', 'Sierre-Zinal', 'Marathon du Mont-Blanc', 'Festival des Templiers',
      'Transgrancanaria', 'Lavaredo Ultra Trail', 'Eiger Ultra Trail', 'SaintéLyon', 'Ultra-Trail du Vercors',
    ],
    distance: ['42 km', '80 km', '100 km', '170 km', '30 km', '55 km'],
    place: ['Chamonix', 'Cilaos', 'Zermatt', 'Millau', 'Cortina', 'Font-Romeu', 'Grindelwald', 'Briançon'],
    episode: ['12', '27', '34', '41', '58', '63', '75'],
  },
  formats: [
    {
      match: /show/i,
      titles: ['Trail Show #{episode} : le debrief {race} {year}', 'Trail Show #{episode} avec {artist}', 'Trail Show #{episode} : {artist} raconte sa course ({race})'],
      descriptions: ['Cette semaine dans le Trail Show : retour sur la course ({race}), les résultats et l’invité du jour, {artist}.', 'Le magazine du trail reçoit {artist} pour parler entraînement, nutrition et prochains objectifs.'],
    },
    {
      match: /preview/i,
      titles: ['{race} {year} : le parcours en vidéo', '{race} {year} : les favoris', '{race} : reconnaissance du {distance}'],
      descriptions: ['Tout savoir sur le parcours : dénivelé, ravitaillements et passages clés autour de {place}.', 'Qui pour succéder au vainqueur sortant ? {artist} et {artist#2} partent favoris.'],
    },
    {
      match: /interview/i,
      titles: ['{race} {year} : {artist} avant le départ | Interview', '{artist} après sa victoire sur le {distance} | {race}', '{artist} : « Cette course, c’est celle d’une vie » | {race}'],
      descriptions: ['{artist} revient sur sa préparation à {place} et ses ambitions pour la saison.', 'Quelques minutes après l’arrivée, {artist} nous raconte sa course.'],
    },
    {
      match: /documen/i,
      titles: ['{artist}, le souffle des cimes | Documentaire', '{race} : au bout de la nuit | Documentaire', 'Dans les pas de {artist} à {place} | Documentaire'],
      descriptions: ['Un film sur {artist}, sa montagne et sa quête de l’ultra.', 'Au cœur de la nuit, des coureurs racontent le doute, la douleur et l’arrivée.'],
    },
    {
      match: /live/i,
      titles: ['[DIRECT] {race} {year} : suivez la course en live', 'Replay {race} {year} : la course intégrale', '[DIRECT] {race} {year} : le {distance}'],
      descriptions: ['Suivez la course en direct : départ, passages clés et arrivées, commentés par nos consultants.', 'La rediffusion intégrale de la course, avec {artist} au commentaire.'],
    },
    {
      titles: ['{race} {year} : le résumé de la course', '{artist} remporte le {distance} | {race} {year}', '{race} {year} : les meilleurs moments', '{artist} vs {artist#2} : duel au sommet | {race}'],
      descriptions: ['Revivez la course en images : {artist} s’impose au terme d’une bagarre spectaculaire autour de {place}.', 'Les temps forts du {distance}, de la ligne de départ jusqu’à l’arrivée.'],
    },
  ],
  richDescriptions: [
    'Classement complet : <a href="https://live.{username}.com/classement">live.{username}.com</a><br>\n\n00:00 Départ<br>\n12:30 Premier ravitaillement<br>\n48:10 Arrivée\n<br>\nSuivez {artist} sur <a href="https://www.strava.com/athletes/{handle}">Strava</a> et <a href="https://www.instagram.com/{handle}/">Instagram</a>',
    'Images : {artist#2}<br>\nMusique : Wildlands Audio\n<br>\nAbonnez-vous à la chaîne : <a href="https://www.youtube.com/@{username}">youtube.com/@{username}</a>',
  ],
  views: { min: 3_000, max: 250_000 },
};
