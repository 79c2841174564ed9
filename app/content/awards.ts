import type { Award } from "./types";

/**
 * The ten award logos of the home page strip (original placeholder artwork in
 * public/images/awards/). Replace with the firm's real awards and their alt texts.
 */
const names = [
  "Top Lawyer Honoree 2019-2024 badge",
  "Million Dollar Advocates Forum badge",
  "Multi-Million Dollar Verdicts Club badge",
  "Top 100 Trial Lawyers badge",
  "Client Champion Award badge",
  "Washington Litigation Excellence badge",
  "Ten Best Personal Injury Attorneys badge",
  "Distinguished Peer Rating badge",
  "Premier Injury Firm of the Northwest badge",
  "Five-Star Client Reviews badge",
];

export const awards: Award[] = names.map((alt, i) => ({
  src: `/images/awards/award-${String(i + 1).padStart(2, "0")}.svg`,
  alt,
  width: 160,
  height: 100,
}));
