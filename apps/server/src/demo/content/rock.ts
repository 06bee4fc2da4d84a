import type { ThemeContent } from './theme-content.ts';

// Fictional bands and songs; festivals and venues are real places.
export const rockContent: ThemeContent = {
  names: {
    artist: [
      'Ashen Dominion', 'Vorthgal', 'Cinder Vault', 'Hollow Crown Rising', 'Grimward', 'The Rust Prophets',
      'Mournstone', 'Black Marrow', 'Thorncaller', 'Drowned Cathedral', 'Skyforge Tyrants', 'Kaltwald',
      'Sepulchral Tide', 'Iron Lantern', 'Velvet Carcass', 'Northern Pyre', 'Serpent Meridian', 'Glasswolf',
    ],
    song: [
      'Throne of Cinders', 'Bleed the Horizon', 'Carrion Sky', 'The Last Ember', 'Iron Requiem', 'Wolves of the North',
      'Glass Cathedral', 'Hollow Earth', 'Salt and Thunder', 'Ghost Frequencies', 'Black Tide Rising', 'Ashes Remain',
      'Sermon of Rust', 'Under a Dead Sun', 'Frostbitten Crown', 'Veins of Obsidian', 'Silence Devours', 'Kingdom of Smoke',
    ],
    album: ['Rites of the Fallen', 'Cold Meridian', 'Static Gods', 'Of Stone and Silence', 'The Drowning Hour', 'Vessel', 'Nocturnal Machinery', 'Ember Liturgy'],
    festival: ['Hellfest', 'Wacken Open Air', 'Graspop Metal Meeting', 'Download Festival', 'Resurrection Fest', 'Brutal Assault', 'Summer Breeze', 'Motocultor', 'Alcatraz Festival', 'Bloodstock'],
    city: ['Paris', 'London', 'Tokyo', 'Berlin', 'Montreal', 'Helsinki', 'Mexico City', 'Oslo', 'Prague', 'Melbourne'],
    part: ['1', '2', '3'],
    director: ['Vera Holm', 'Marcus Drey', 'Ilse Vandermeer', 'Tomasz Kral', 'Jonah Pike'],
  },
  formats: [
    {
      match: /lyric/i,
      titles: ['{artist} - {song} (Official Lyric Video)', '{artist} - {song} [Lyric Video]', '{artist} – {song} (Lyrics)'],
      descriptions: [
        'Official lyric video for "{song}" by {artist}, taken from the album "{album}".',
        'Sing along with {artist}! "{song}" is taken from "{album}", out now on all platforms.',
      ],
    },
    {
      match: /visuali[sz]er/i,
      titles: ['{artist} - {song} (Official Visualizer)', '{artist} - {song} (Visualizer)', '{artist} - {album} (Full Album Visualizer)'],
      descriptions: [
        'Official visualizer for "{song}" by {artist}. Artwork and animation inspired by the cover of "{album}".',
        '"{song}" by {artist}, from the album "{album}". Visuals by {director}.',
        'Stream the new {artist} record "{album}" in full, with the official visualizer.',
      ],
    },
    {
      match: /documen/i,
      titles: ['{artist} - The Making of "{album}" (Documentary)', '{artist}: Inside the Studio – {album} (Part {part})', '{artist} - On the Road ({city} Tour Documentary)'],
      descriptions: [
        'Go behind the scenes with {artist} as they write and record "{album}". Filmed by {director}.',
        'Back in the studio with {artist}: riffs, arguments and late nights on the way to "{album}".',
        'Six weeks on the road with {artist}: the crew, the shows and the long drives in between.',
      ],
    },
    {
      match: /interview/i,
      titles: ['{artist} on "{album}", Touring and What Comes Next | Interview', '{artist} Interview at {festival} {year}', '{artist}: The Story Behind "{song}" (Interview)'],
      descriptions: [
        '{artist} talk about "{album}", life on tour and the influences that shaped the new record.',
        'We sat down with {artist} backstage at {festival} to talk about the show, the fans and what comes next.',
        '{artist} tell the story behind "{song}" and the long road to their new record.',
      ],
    },
    {
      // Before /live/: the outlaw country live channel plays country, not metal.
      match: /outlaw|country/i,
      names: {
        artist: ['Wade Harlan', 'The Dustline Drifters', 'Cole Barrow & The Hollow Pines', 'Luke Maddox', 'Delaney Creek', 'Ruby Jo Sutter', 'Hank Corwin Band', 'Tucker Vail'],
        song: ['Whiskey on the Highway', "Sinner's Creek", 'Long Way from Abilene', 'Devil in the Dust', 'Bury Me in Tennessee', 'Rattlesnake Sunday', 'Last Call at the Roadhouse', 'Gravel and Grace'],
        festival: ['Gruene Hall', "Billy Bob's Texas", 'Stagecoach', 'The Ryman', 'Red Rocks'],
      },
      titles: ['{artist} - {song} (Official Video)', '{artist} - {song} (Live at {festival})', '{artist} - {song} (Acoustic)'],
      descriptions: [
        '{artist} with "{song}", outlaw country straight from the back roads.',
        'Recorded live at {festival}: {artist} playing "{song}" the way it was meant to be heard.',
      ],
    },
    {
      match: /live/i,
      titles: ['{artist} - {song} (Live at {festival} {year})', '{artist} - Full Show - {festival} {year}', '{artist} - {song} (Live in {city})'],
      descriptions: [
        '{artist} performing "{song}" live at {festival}. Turn it up!',
        'The full {artist} set at {festival}, filmed from the pit to the back of the field.',
        '{artist} playing "{song}" in {city} in front of a sold-out crowd.',
      ],
    },
    {
      titles: [
        '{artist} - {song} (Official Music Video)', '{artist} - {song} (OFFICIAL VIDEO)', '{artist} - {song} (Official Lyric Video)',
        '{artist} - {song} (Live at {festival} {year})', '{artist} - {song} (Official Visualizer)', '{artist} - {album} (Official Album Trailer)',
      ],
      descriptions: [
        '{artist} - "{song}", taken from the new album "{album}", out now on {channel}.',
        'The new single from {artist}! "{album}" is out now. Video directed by {director}.',
        '"{song}" by {artist}, from "{album}". Turn it up loud.',
        '{artist} live at {festival}: "{song}", from the album "{album}".',
        'Official visualizer for "{song}", taken from "{album}" by {artist}.',
        '"{album}", the new album by {artist}, is out soon. Pre-order now!',
      ],
    },
  ],
  richDescriptions: [
    'Order / stream "{album}": <a href="https://{handle}.bandcamp.com">{handle}.bandcamp.com</a><br>\n\nFollow {artist}:<br>\n<a href="https://www.instagram.com/{handle}/">Instagram</a> | <a href="https://www.facebook.com/{handle}">Facebook</a><br>\n\nVideo directed by {director}<br>\nSubscribe: <a href="https://www.youtube.com/@{username}">youtube.com/@{username}</a>',
    'Tracklist "{album}":<br>\n00:00 {song}<br>\n04:12 {song#2}<br>\n08:47 {song#3}<br>\n13:05 {song#4}\n<br>\nTour dates and merch: <a href="https://linktr.ee/{handle}">linktr.ee/{handle}</a>',
    'Credits:<br>\nDirector: {director}<br>\nMixed and mastered in {city}\n<br>\n{artist} on tour: <a href="https://www.{handle}.com/tour">www.{handle}.com/tour</a>',
  ],
  views: { min: 20_000, max: 4_000_000 },
};
