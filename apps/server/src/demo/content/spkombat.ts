import type { ThemeContent } from './theme-content.ts';

// Fictional fighters; French text. `{channel}` names the organisation (UFC, Bellator, ONE…).
// Names start with a consonant: templates say « de {artist} ».
export const spkombatContent: ThemeContent = {
  names: {
    artist: [
      'Karim Benali', 'Yanis Morel', 'Théo Lacaze', 'Dylan Ferreira', 'Mehdi Ourabah', 'Nico Valdès', 'Sofiane Kerrouche',
      'Maxime Dufour', 'Bruno Takeda', 'Pavel Voronov', 'Jonas Petit', 'Rayan Amrani', 'Léa Garnier', 'Sarah Haddad',
    ],
    city: ['Paris', 'Marseille', 'Lyon', 'Genève', 'Bruxelles', 'Las Vegas', 'Singapour', 'Bangkok', 'Tokyo'],
    weight: ['poids légers', 'poids welters', 'poids moyens', 'poids plumes', 'poids lourds', 'poids coqs'],
    gym: ['Team Phenix', 'Lion Fight Club', 'Boxing Academy Saint-Denis', 'Dojo du Rhône', 'Kombat Gym Lausanne'],
  },
  formats: [
    {
      match: /documentaire/i,
      titles: ['{artist}, la voie du combattant | Documentaire', '{gym}, l’usine à champions | Documentaire', '{artist} : de {city} au sommet | Documentaire'],
      descriptions: [
        'Pendant un an, nous avons suivi {artist} au quotidien, des entraînements à {city} jusqu’à la soirée du titre.',
        'Plongée au cœur du club {gym}, là où se forment les champions de demain.',
      ],
    },
    {
      match: /interview/i,
      titles: ['{artist} : « Je suis prêt pour {artist#2} » | Interview', '{artist} après sa victoire à {city} | Interview', '{artist} avant son combat en {weight} | Interview'],
      descriptions: [
        '{artist} revient sur sa préparation, son camp au club {gym} et son prochain adversaire, {artist#2}.',
        'À chaud après le combat, {artist} se confie sur sa victoire et sur la suite de sa carrière.',
      ],
    },
    {
      match: /reportage/i,
      titles: ['Fight week à {city} avec {artist} | Reportage', 'Au cœur du club {gym} | Reportage', 'La pesée de {city} : {artist} vs {artist#2} | Reportage'],
      descriptions: [
        'Nos caméras ont suivi {artist} pendant la semaine du combat à {city} : média day, pesée et vestiaires.',
        'Reportage au club {gym}, entre sparring, récupération et coups de gueule du coach.',
      ],
    },
    {
      match: /muay/i,
      titles: ['{artist} vs {artist#2} | Muay Thai | Combat complet', 'Muay Thai : {artist} au stade Rajadamnern', '{artist} : ses meilleurs coudes | Muay Thai'],
      descriptions: [
        'Cinq rounds de Muay Thai entre {artist} et {artist#2}, en {weight}, à {city}.',
        'Genoux, coudes et clinch : {artist} au sommet de son art dans le temple de la boxe thaïlandaise.',
      ],
    },
    {
      match: /boxe/i,
      titles: ['{artist} vs {artist#2} | Championnat de France des {weight}', 'Boxe : {artist} conserve sa ceinture à {city}', '{artist} vs {artist#2} | Combat intégral'],
      descriptions: [
        'Douze rounds de boxe anglaise pour la ceinture des {weight} entre {artist} et {artist#2}.',
        '{artist} défend son titre à {city} devant un public acquis à sa cause.',
      ],
    },
    {
      titles: [
        '{channel} : {artist} vs {artist#2}, le combat complet', '{artist} vs {artist#2} | {channel} {city} | Temps forts',
        '{artist} : ses plus beaux KO | {channel}', '{channel} {city} : {artist} signe un KO au premier round',
      ],
      descriptions: [
        '{artist} affronte {artist#2} en {weight} lors de la soirée {channel} de {city}.',
        'Revivez les temps forts du combat entre {artist} et {artist#2} à {city}.',
        'Un KO qui restera dans les mémoires : {artist} frappe fort à {city}.',
      ],
    },
  ],
  richDescriptions: [
    'Résultats complets de la soirée : <a href="https://www.{username}.com/resultats">{username}.com/resultats</a><br>\n\n00:00 Présentation<br>\n01:12 Round 1<br>\n06:30 Round 2<br>\n11:45 Round 3\n<br>\nSuivez {artist} : <a href="https://www.instagram.com/{handle}/">@{handle}</a>',
    'Équipe de {artist} : {gym}<br>\nCoach : {artist#2}\n<br>\nAbonnez-vous pour ne manquer aucun combat : <a href="https://www.youtube.com/@{username}">youtube.com/@{username}</a>',
  ],
  views: { min: 10_000, max: 2_500_000 },
};
