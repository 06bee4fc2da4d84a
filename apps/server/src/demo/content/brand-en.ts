import type { ThemeContent } from './theme-content.ts';

// A fictional creator's own channel: the personal-brand theme has no labels.
export const brandEnContent: ThemeContent = {
  channel: { username: 'samharpercreates', title: 'Sam Harper' },
  names: {
    artist: ['Sam Harper'],
    guest: ['Maya', 'Leo', 'Priya', 'Tom', 'Ava'],
    place: ['Edinburgh', 'Lisbon', 'Vancouver', 'Kyoto', 'Cape Town', 'the Scottish Highlands', 'New York'],
    project: ['my first short film', 'this channel', 'my first ultramarathon', 'my podcast', 'my new studio'],
  },
  formats: [
    {
      titles: [
        'A Week in My Life in {place}', 'I Quit My Job to Start {project}', 'My Filmmaking Gear ({year})',
        'Answering Your Questions (Q&A)', 'Behind the Scenes of {project}', 'Vlog: 48 Hours in {place} with {guest}',
        'What Nobody Tells You About {project}', 'My {year} in Review',
      ],
      descriptions: [
        'This week I am taking you to {place}! Let me know in the comments what you liked best.',
        'A year ago I went all in on {project}. Here is the honest story.',
        'Cameras, mics and lights: all the gear I use to make my videos.',
        'You asked a lot of questions in the comments, so I am answering all of them!',
        'Behind the scenes of {project}, from day one to the final cut.',
        'Huge thanks to {guest} for helping with the shoot. Subscribe for more!',
        'Let us talk about {project}: the struggles, the wins and everything I learned along the way.',
        'What a year! Thank you for being here, see you in the next one.',
      ],
    },
  ],
  richDescriptions: [
    'My gear: <a href="https://www.samharper.co/gear">samharper.co/gear</a><br>\n\n00:00 Intro<br>\n02:10 The trip<br>\n10:05 Final thoughts\n<br>\nFind me on <a href="https://www.instagram.com/samharpercreates/">Instagram</a>',
  ],
  views: { min: 800, max: 60_000 },
};
