/**
 * The first frame shows the page's first block whole. A page's HTML can arrive in pieces
 * (a slow network, a compressor's buffer), and a browser paints what it has parsed: half
 * a hero, centred in its height, that jumps when the rest arrives (a layout shift). The
 * link in <head> holds rendering until the parser reaches the marker at the end of the
 * first block (the heroes render it). A page without the marker is held until its whole
 * HTML is parsed: a page of one block. Chromium honours it; other browsers ignore it.
 * See docs/decisions/0017-whole-first-frame.md.
 */
export const FIRST_BLOCK_END = "first-block-end";

/** In <head>, before <body>: a link added later has no effect. */
export function ExpectFirstBlock() {
  return <link rel="expect" href={`#${FIRST_BLOCK_END}`} blocking="render" />;
}

/** The last child of a page's first block. Chromium lets the page render once the parser
 * inserts it, so it must come after everything the first block shows. */
export function FirstBlockEnd() {
  return <span id={FIRST_BLOCK_END} hidden />;
}
