import type { ThemeContent } from './theme-content.ts';

// Fictional artists and songs, in Spanish as the channels publish them.
export const latinoContent: ThemeContent = {
  names: {
    artist: [
      'Danny Fuego', 'La Reina Solé', 'Maykel Rivas', 'Jhonny Cruz', 'Valentina Mar', 'El Nene Brava',
      'Kiara Luz', 'Alexis Duarte', 'Yandel Ortiz', 'Nayeli Rosa', 'Brayan Santos', 'Luna Estrella',
    ],
    song: [
      'Fuego en la Piel', 'Noche de Verano', 'Mi Morena', 'Dime Qué Pasó', 'Bailando Contigo', 'Corazón de Barrio',
      'Ay Mamá', 'Sin Ti No Soy Nada', 'Luna de Miel', 'Báilame Despacio', 'La Última Vez', 'Callejero',
      'Tú Me Quemas', 'Playa y Ron', 'Perreo en la Luna', 'Amor de Madrugada',
    ],
    place: ['San Juan', 'Medellín', 'Santo Domingo', 'Ciudad de México', 'Miami', 'Cali', 'La Habana', 'Buenos Aires'],
    producer: ['Tainy Ruiz', 'DJ Kairo', 'Maestro Beats', 'Sky Rompiendo Jr.', 'El Químico'],
  },
  formats: [
    {
      genreId: 201,
      names: { artist: ['Orquesta Son de Barrio', 'Ramón Santana y su Orquesta', 'La Sonora del Malecón', 'Tito Galán', 'Grupo Niche Nuevo', 'Orquesta Caribe Mayor'] },
      titles: ['{artist} - {song} (Video Oficial)', '{artist} - {song} (En Vivo desde {place})', '{artist} - {song} | Salsa Romántica'],
      descriptions: ['{artist} presenta "{song}", salsa dura para bailar de principio a fin.', 'Grabado en vivo en {place}: {artist} y toda su orquesta con "{song}".'],
    },
    {
      genreId: 202,
      names: { artist: ['Romeo Luciano', 'Yeison Peralta', 'Anthony Reyes', 'Daniela Cuevas', 'Grupo Aventura Norte', 'Frank Espinal'] },
      titles: ['{artist} - {song} (Video Oficial)', '{artist} - {song} (Bachata Version)', '{artist} ft. {artist#2} - {song}'],
      descriptions: ['La nueva bachata de {artist}: "{song}". Grabado en {place}.', '"{song}" en versión bachata, por {artist}.', '{artist} y {artist#2} juntos en "{song}", bachata para el corazón.'],
    },
    {
      genreId: 203,
      names: { artist: ['Los Hermanos del Caribe', 'Grupo Sabor Norteño', 'La Cumbia Mayor', 'Los Rebeldes de la Cumbia', 'Sonido Vallenato Star', 'Los Ángeles del Sur'] },
      titles: ['{artist} - {song} (Video Oficial)', '{artist} - {song} (En Vivo en {place})', '{artist} - Enganchado de Cumbia {year}'],
      descriptions: ['{artist} con "{song}", la cumbia que está sonando en todas las fiestas.', '{artist} en vivo en {place} con "{song}". ¡A bailar!', 'El enganchado de {artist} con todos sus éxitos, grabado en {place}.'],
    },
    {
      genreId: 204,
      titles: ['{artist} - {song} (Prod. {producer})', '{artist} - {song} | Freestyle Session', '{artist} x {artist#2} - {song} (Video Oficial)'],
      descriptions: ['{artist} rapea "{song}" sobre un beat de {producer}.', 'Sesión freestyle de {artist} grabada en {place}.'],
    },
    {
      titles: [
        '{artist} - {song} (Video Oficial)', '{artist} x {artist#2} - {song} (Official Video)', '{artist} - {song} (Visualizer)',
        '{artist}, {artist#2} - {song} (Remix) [Video Oficial]', '{artist} - {song} (Lyric Video)',
      ],
      descriptions: [
        '{artist} estrena "{song}", grabado en {place}. Producido por {producer}.',
        'El nuevo éxito de {artist} junto a {artist#2}. ¡Dale play y comparte!',
        '"{song}" de {artist} ya disponible en todas las plataformas digitales.',
        'El remix de "{song}": {artist} y {artist#2} suben la temperatura.',
        'Canta con {artist}: la letra de "{song}" en pantalla.',
      ],
    },
  ],
  richDescriptions: [
    'Escúchalo en todas las plataformas: <a href="https://linktr.ee/{handle}">linktr.ee/{handle}</a><br>\n\nSigue a {artist}:<br>\nInstagram: <a href="https://www.instagram.com/{handle}/">@{handle}</a><br>\nTikTok: <a href="https://www.tiktok.com/@{handle}">@{handle}</a>\n<br>\nProducido por {producer}',
    'Letra:<br>\n"{song}"<br>\nDirector: {producer}<br>\nLocación: {place}\n<br>\nSuscríbete al canal: <a href="https://www.youtube.com/@{username}?sub_confirmation=1">youtube.com/@{username}</a>',
  ],
  views: { min: 200_000, max: 120_000_000 },
};
