import type { ThemeContent } from './theme-content.ts';

// Fictional Swiss and French comedians; French text, as the channels publish it.
// Names start with a consonant and topics carry their article: templates say « de {artist} », « sur {topic} ».
export const standupContent: ThemeContent = {
  names: {
    artist: [
      'Yannick Berset', 'Marine Rochat', 'Kevin Dutoit', 'Sarah Bensalem', 'Julien Favre', 'Nadia Mokrani',
      'Loïc Perrenoud', 'Thomas Vuilleumier', 'Camille Roux', 'Moussa Diallo', 'Chloé Zermatten', 'Bastien Charrière',
    ],
    topic: [
      'les Suisses et la ponctualité', 'le télétravail', 'les frontaliers', 'ma belle-mère', 'les applis de rencontre',
      'le train de 7 h 12', 'la fondue moitié-moitié', 'les Parisiens en vacances', 'la réunion Teams', 'le cours de yoga',
      'mon premier appartement à Genève', 'les vacances en camping', 'la salle de sport', 'le voisin qui tond le dimanche',
    ],
    show: ['Presque adulte', 'Rien à déclarer', 'Made in Vaud', 'Pas de panique', 'Trop poli pour être honnête', 'Fragile'],
    place: ['Montreux', 'Lausanne', 'Genève', 'Paris', 'Fribourg', 'Neuchâtel', 'Sion', 'Lyon'],
  },
  formats: [
    {
      genreId: 301,
      titles: ['La chronique de {artist} : {topic}', '{artist} – « {topic} » | Chronique', '{artist} : « {topic}, sérieusement ? »'],
      descriptions: [
        'Chaque semaine, {artist} pose son regard décalé sur l’actualité. Aujourd’hui : {topic}.',
        'La chronique humour de {artist}, enregistrée en public à {place}.',
      ],
    },
    {
      titles: [
        '{artist} – {topic} | {channel}', '{artist} : son sketch sur {topic}', '{artist} – Le meilleur de « {show} »',
        '{artist} en spectacle à {place} – {topic}',
      ],
      descriptions: [
        '{artist} monte sur scène à {place} et s’attaque à un sujet brûlant : {topic}. Extrait du spectacle « {show} ».',
        'Un passage culte de {artist} sur {topic}, filmé à {place}.',
        'Le nouveau spectacle de {artist}, « {show} », en tournée en Suisse romande et en France.',
      ],
    },
  ],
  richDescriptions: [
    'Réservez vos places pour « {show} » : <a href="https://www.{handle}.ch/dates">www.{handle}.ch/dates</a><br>\n\nSuivez {artist} :<br>\n<a href="https://www.instagram.com/{handle}/">Instagram</a> | <a href="https://www.tiktok.com/@{handle}">TikTok</a>',
    'Captation : {place}<br>\nMise en scène : {artist#2}\n<br>\nAbonnez-vous : <a href="https://www.youtube.com/@{username}">youtube.com/@{username}</a>',
  ],
  views: { min: 15_000, max: 1_500_000 },
};
