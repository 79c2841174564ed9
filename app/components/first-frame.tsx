/**
 * The first frame shows the page's first block whole. A page's HTML can arrive in pieces
 * (a slow network, a compressor's buffer), and a browser paints what it has parsed. The
 * link in <head> holds rendering until the parser reaches the marker at the end of the
 * first block (the heroes render it); a page without the marker (a page of one block) is
 * held until its whole HTML is parsed. From 768 px the heroes centre their text beside a
 * picture, so a hero painted half-parsed would move when the rest arrived (a layout
 * shift); on phones a half-parsed first frame made every later layout of the first block
 * a task of its own after the first paint. Chromium honours the link; other browsers
 * ignore it, and on phones the heroes stack from the top, so a partial paint there only
 * grows downwards. See docs/decisions/0017-whole-first-frame.md.
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
