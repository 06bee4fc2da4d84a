/**
 * The shape of a theme's demo content: name lists and text templates, no logic.
 *
 * Templates use `{key}` placeholders filled from the name lists; `{key#2}` is a
 * second, different pick from the same list (an opponent, a featured artist).
 * Always available: `{handle}` (the artist as a social handle), `{channel}` (the
 * channel title), `{username}` (the channel identifier) and `{year}` (of publication).
 */

export type NameLists = Readonly<Record<string, readonly string[]>>;

/** The kind of upload a channel makes: official videos, interviews, fights, race recaps… */
export interface VideoFormat {
  /** Fits a channel whose title or identifier matches. */
  match?: RegExp;
  /** Fits a channel whose first genre is this one. */
  genreId?: number;
  /** Lists that replace the theme's lists of the same key for this format. */
  names?: NameLists;
  titles: readonly string[];
  /** `descriptions[i]` goes with `titles[i]`, cycling when there are fewer descriptions. */
  descriptions: readonly string[];
}

export interface ThemeContent {
  /** `artist` is required: the band, singer, comedian, fighter, runner or director a video is about. */
  names: NameLists & { artist: readonly string[] };
  /** The first that fits a channel is used; the last one, without `match` or `genreId`, fits every channel. */
  formats: readonly VideoFormat[];
  /** Appended to some descriptions: links, credits, timestamps, as real uploads have. */
  richDescriptions: readonly string[];
  /** Range of view counts of a video some weeks old. */
  views: { min: number; max: number };
  /** Themes without labels: the creator channel their videos come from. */
  channel?: { username: string; title: string };
}
