import { describe, expect, it } from 'vitest';
import { spliceVideoDetails } from './video-page-splice.ts';

// The shape of React's server render: hoisted resources first, then the app's boundaries (the
// whole pages are compared with real renders in server-render.test.ts).
const preload = (image: string) => `<link rel="preload" as="image" href="${image}"/>`;
const details = (title: string) => `<!--$--><article><h1>${title}</h1></article><!--/$-->`;
const page = (hoisted: string, title: string) => `${preload('logo.svg')}${hoisted}${preload('hero.jpg')}<!--$--><header></header><main>${details(title)}<section>rows</section></main><!--/$-->`;

describe('a video page drawn from another video\'s page', () => {
  it("swaps the shell video's image preload and details for the other video's", () => {
    const shell = { html: page(preload('a.jpg'), 'A'), details: preload('a.jpg') + details('A') };
    expect(spliceVideoDetails(shell, preload('b.jpg') + details('B'))?.join('')).toBe(page(preload('b.jpg'), 'B'));
  });

  it('drops the preload for a video that hoists none', () => {
    const shell = { html: page(preload('a.jpg'), 'A'), details: preload('a.jpg') + details('A') };
    expect(spliceVideoDetails(shell, details('B'))?.join('')).toBe(page('', 'B'));
  });

  it('gives nothing, for a whole render, when the shell shows where its video hoists nothing', () => {
    const shell = { html: page('', 'A'), details: details('A') };
    expect(spliceVideoDetails(shell, preload('b.jpg') + details('B'))).toBeUndefined();
  });

  it('gives nothing when another part of the page hoists what the video does: React would have hoisted it once', () => {
    const shell = { html: page(preload('a.jpg'), 'A'), details: preload('a.jpg') + details('A') };
    expect(spliceVideoDetails(shell, preload('hero.jpg') + details('B'))).toBeUndefined();
  });

  it('gives nothing when the shell does not hold its own details', () => {
    const shell = { html: page(preload('a.jpg'), 'A'), details: preload('a.jpg') + details('C') };
    expect(spliceVideoDetails(shell, preload('b.jpg') + details('B'))).toBeUndefined();
  });
});
