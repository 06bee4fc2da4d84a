import type { ThemeContent } from './theme-content.ts';

// Fictional directors; documentary subjects as the cultural channel titles them.
// Names start with a consonant: templates say « de {artist} ».
export const cultureFrContent: ThemeContent = {
  names: {
    artist: ['Claire Vasseur', 'Mathieu Lenoir', 'Sophie Krüger', 'Giulia Marchetti', 'Pierre-Yves Tanguy', 'Lena Hoffmann'],
    subject: [
      'Les bâtisseurs de cathédrales', 'Le Rhin, un fleuve européen', 'L’énigme des pyramides de Méroé', 'Les secrets des jardins de Versailles',
      'La Route de la soie, d’hier à aujourd’hui', 'Les derniers glaciers des Alpes', 'Venise face à la mer', 'Les abeilles, sentinelles du vivant',
      'Le siècle des Lumières', 'Les peintres de Montmartre', 'La forêt des Landes', 'Pompéi, la ville figée',
    ],
    place: ['l’Islande', 'la Sicile', 'le Japon', 'la Patagonie', 'la Mongolie', 'les Açores', 'l’Écosse', 'le Maroc'],
    duration: ['52 min', '1 h 30', '43 min', '26 min'],
  },
  formats: [
    {
      titles: ['{subject} | Documentaire ARTE', '{subject} (1/2) | ARTE', 'Invitation au voyage : {place} | ARTE', '{subject} – Documentaire complet | ARTE'],
      descriptions: [
        '{subject} : un documentaire de {artist} ({duration}). Disponible jusqu’à la fin de l’année.',
        'Des images rares et des témoignages inédits : {artist} nous emmène sur les traces d’une histoire méconnue.',
        'Voyage à travers {place}, entre paysages, traditions et rencontres. Un film de {artist}.',
      ],
    },
  ],
  richDescriptions: [
    'Réalisation : {artist}<br>\nDurée : {duration}\n<br>\nRetrouvez tous nos documentaires sur <a href="https://www.arte.tv/fr/">arte.tv</a><br>\nAbonnez-vous à la chaîne : <a href="https://www.youtube.com/@{username}">youtube.com/@{username}</a>',
    'Sommaire :<br>\n00:00 Introduction<br>\n06:40 {subject#2}<br>\n21:15 Témoignages\n<br>\nPlus d’informations : <a href="https://www.arte.tv/fr/videos/documentaires-et-reportages/">arte.tv</a>',
  ],
  views: { min: 20_000, max: 900_000 },
};
