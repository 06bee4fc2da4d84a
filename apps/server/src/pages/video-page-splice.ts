import type { TextPieces } from '../http/encoded-text.ts';

/**
 * A video page drawn from another video's page (issue 9: an uncached `/{pathseo}`). Of a
 * theme's video pages at one address and first screen, only the video's details differ
 * (apps/web LinkedVideoDetails): the header, hero and rows are the same HTML on each. So the
 * whole app is rendered once, as a shell, and each other video costs a render of its details
 * alone, put in place of the shell's.
 */

/** Where React's server render opens a Suspense boundary: the app's root one, then the details'. */
const BOUNDARY_START = '<!--$-->';

/** One video page's app HTML, and its details as they render alone (entry-server.tsx `renderVideoDetails`). */
export interface VideoPageShell {
  html: string;
  details: string;
}

/** A video's details as they render alone: the resources React hoists to the top of the page (its image's preload), then the details. */
interface DetailsParts {
  hoisted: string;
  body: string;
}

function detailsParts(details: string): DetailsParts | undefined {
  const at = details.indexOf(BOUNDARY_START);
  return at === -1 ? undefined : { hoisted: details.slice(0, at), body: details.slice(at) };
}

/**
 * The shell's app HTML with another video's details in place of its own: what a render of that
 * video's whole page gives, in pieces. Undefined when the shell's parts are not each found once where
 * React puts them (the shell's video hoists nothing, say), for the caller to render the page whole.
 */
export function spliceVideoDetails(shell: VideoPageShell, details: string): TextPieces | undefined {
  const from = detailsParts(shell.details);
  const to = detailsParts(details);
  if (from === undefined || to === undefined || from.hoisted === '') return undefined;
  // React writes every hoisted resource before the app's first boundary, the details' among them.
  const appAt = shell.html.indexOf(BOUNDARY_START);
  if (appAt === -1) return undefined;
  const shellHoisted = shell.html.slice(0, appAt);
  // React hoists a resource once: were this video's hoisted by another part of the page too, that part's would be gone.
  if (to.hoisted !== from.hoisted && to.hoisted !== '' && shellHoisted.includes(to.hoisted)) return undefined;
  const hoistedAt = onlyIndexOf(shellHoisted, from.hoisted);
  const bodyAt = onlyIndexOf(shell.html, from.body, appAt);
  if (hoistedAt === undefined || bodyAt === undefined) return undefined;
  return [
    shell.html.slice(0, hoistedAt),
    to.hoisted,
    shell.html.slice(hoistedAt + from.hoisted.length, bodyAt),
    to.body,
    shell.html.slice(bodyAt + from.body.length),
  ];
}

/** Where `part` starts in `text` from `from` on, when it occurs there exactly once. */
function onlyIndexOf(text: string, part: string, from = 0): number | undefined {
  const at = text.indexOf(part, from);
  return at !== -1 && text.indexOf(part, at + 1) === -1 ? at : undefined;
}
