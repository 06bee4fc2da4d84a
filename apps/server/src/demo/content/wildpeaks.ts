import type { ThemeContent } from './theme-content.ts';

// Same channels as sport, its own videos, in English. Fictional runners, real races.
export const wildpeaksContent: ThemeContent = {
  names: {
    artist: [
      'Callum Reid', 'Ingrid Solberg', 'Mateo Arriaga', 'Hannah Brooks', 'Finn Kallio', 'Priya Nair',
      'Owen Hartley', 'Sienna Marlowe', 'Dario Benedetti', 'Kaia Lindqvist', 'Ethan Cole', 'Mara Oyelaran',
    ],
    race: [
      'Western States', 'Hardrock 100', 'UTMB', 'Zegama-Aizkorri', 'Broken Arrow Skyrace', 'Sierre-Zinal',
      'Lavaredo Ultra Trail', 'Transvulcania', 'Lake Sonoma 50', 'Tarawera Ultra', 'Cocodona 250',
    ],
    distance: ['50K', '100K', '100-Mile', '23K', '42K', '80K'],
    place: ['Chamonix', 'the Dolomites', 'Squaw Valley', 'the San Juan Mountains', 'the Basque Country', 'La Palma', 'the Lake District'],
    episode: ['8', '19', '22', '36', '47', '51', '66'],
  },
  formats: [
    {
      match: /show/i,
      titles: ['Trail Show Ep. {episode}: {race} Recap', 'Trail Show Ep. {episode} with {artist}', 'Trail Show Ep. {episode}: What Happened at {race}?'],
      descriptions: ['This week on the Trail Show: the {race} results, the big surprises and a chat with {artist}.', '{artist} joins us to talk training blocks, fuelling and the season ahead.'],
    },
    {
      match: /preview/i,
      titles: ['{race} {year} Preview: Course and Contenders', 'Who Will Win {race} {year}?', '{race} Course Recon: the {distance} Route'],
      descriptions: ['Everything you need to know about {race}: the climbs, the aid stations and the key sections around {place}.', '{artist} and {artist#2} head a stacked field. Here is who to watch.'],
    },
    {
      match: /interview/i,
      titles: ['{artist} Before {race} | Pre-Race Interview', '{artist} After Winning the {distance} | Interview', '{artist}: "{race} Is the Race of My Life" | Interview'],
      descriptions: ['{artist} on training in {place}, the build-up and the goals for {race}.', 'Minutes after the finish line, {artist} talks us through the race.'],
    },
    {
      match: /documen/i,
      titles: ['{artist}: Running Above the Clouds | Documentary', 'Into the Night at {race} | Documentary', 'Chasing {race} | A Trail Running Film'],
      descriptions: ['A film about {artist}, the mountains of {place} and the long road to {race}.', 'Through the night at {race}, runners talk about doubt, pain and the finish line.'],
    },
    {
      match: /live/i,
      titles: ['LIVE: {race} {year} Race Coverage', 'Replay: {race} {year} Full Race', 'LIVE: {race} {year} {distance}'],
      descriptions: ['Follow {race} live: the start, the key checkpoints and every finish, with expert commentary.', 'The full replay of {race}, with {artist} on commentary.'],
    },
    {
      titles: ['{race} {year}: Race Highlights', '{artist} Wins the {race} {distance}', '{race} {year}: Best Moments', '{artist} vs {artist#2}: Duel at {race}'],
      descriptions: ['Relive {race}: {artist} takes the win after a thrilling race around {place}.', 'The best of the {race} {distance}, from the start line to the finish arch.'],
    },
  ],
  richDescriptions: [
    'Full results: <a href="https://live.{username}.com/results">live.{username}.com</a><br>\n\n00:00 Start<br>\n14:20 First aid station<br>\n51:05 Finish\n<br>\nFollow {artist} on <a href="https://www.strava.com/athletes/{handle}">Strava</a> and <a href="https://www.instagram.com/{handle}/">Instagram</a>',
    'Filmed by {artist#2}<br>\nMusic: Wildlands Audio\n<br>\nSubscribe: <a href="https://www.youtube.com/@{username}">youtube.com/@{username}</a>',
  ],
  views: { min: 3_000, max: 300_000 },
};
