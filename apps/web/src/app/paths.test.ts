import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('home is / with the query string it is given', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.home.getHref('')).toBe('/');
    expect(paths.home.getHref('?theme=latino')).toBe('/?theme=latino');
    expect(paths.home.getHref('theme=latino')).toBe('/?theme=latino');
  });

  it("a video's address is its titleSeo, else its pathseo, encoded, with the query string", () => {
    expect(paths.video.getHref({ titleSeo: 'ça déchire/live', pathseo: 'x' }, '?theme=rock')).toBe('/%C3%A7a%20d%C3%A9chire%2Flive?theme=rock');
    expect(paths.video.getHref({ titleSeo: '', pathseo: 'the-pathseo' })).toBe('/the-pathseo');
  });

  it("a label's page sets ?label= and keeps the other parameters; clearing it takes it out", () => {
    expect(paths.label.getSearch('?theme=rock', 'NuclearBlastRecords')).toBe('?theme=rock&label=NuclearBlastRecords');
    expect(paths.label.getSearch('?label=old&theme=rock', 'new label')).toBe('?label=new+label&theme=rock');
    expect(paths.label.getSearch('?theme=rock&label=old', null)).toBe('?theme=rock');
    expect(paths.label.getSearch('?label=old', null)).toBe('');
  });
});
