#!/usr/bin/env node
// One file for all the award badges: node scripts/art/awards-sprite.mjs OUT.svg BADGE.svg...
//
// Each badge becomes a nested <svg> whose id is its file name (award-01.svg → #award-01),
// hidden unless the URL's fragment targets it, so `<img src="badges.svg#award-01">` shows
// that badge alone. The home page's strip then costs one request and one SVG document
// instead of one of each per badge (docs/decisions/0018-one-file-for-the-award-badges.md).
// Each badge keeps its own viewBox and is drawn into the 160×100 box the strip expects.
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

const [out, ...files] = process.argv.slice(2);
if (!out || files.length === 0) {
  console.error("usage: node scripts/art/awards-sprite.mjs OUT.svg BADGE.svg...");
  process.exit(2);
}

const badges = files.map((file) => {
  const svg = readFileSync(file, "utf8").trim();
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
  if (!root) throw new Error(`${file}: not a single <svg> element`);
  const viewBox = /\bviewBox="([^"]+)"/.exec(root[1])?.[1];
  if (!viewBox) throw new Error(`${file}: the badge needs a viewBox`);
  if (/\sid="/.test(root[2])) throw new Error(`${file}: ids inside a badge would clash in the sprite`);
  const id = basename(file, ".svg");
  return `<svg id="${id}" class="badge" viewBox="${viewBox}">${root[2]}</svg>`;
});

writeFileSync(
  out,
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">' +
    "<style>.badge:not(:target){display:none}</style>" +
    badges.join("") +
    "</svg>\n",
);
