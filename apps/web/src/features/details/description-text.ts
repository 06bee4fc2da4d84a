/**
 * How a video's description reads, in the details dialog and on its video page. A link or a word
 * longer than the line (YouTube's playlist links) breaks anywhere: breaking only between words
 * would still widen the dialog's flex layout, and the page with it.
 */
export const DESCRIPTION_TEXT_CLASS = 'text-[15px] leading-relaxed text-neutral-200 wrap-anywhere';

/** The description's HTML, whose links are underlined. */
export const DESCRIPTION_HTML_CLASS = `${DESCRIPTION_TEXT_CLASS} [&_a]:underline [&_a]:underline-offset-2`;
