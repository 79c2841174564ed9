import type { Award } from "./types";

/**
 * The ten award logos of the home page strip: fictional placeholder badges (see
 * public/images/awards/README.md). Replace with the firm's real, verifiable awards and
 * their alt texts before launch.
 */
const names = [
  "Cascade Trial Bar: Distinguished Advocate 2024 badge",
  "Evergreen Client Voice Award 2024 badge",
  "Pacific Verdict Circle: Seven-Figure Results badge",
  "Northwest Injury Counsel Guild member badge",
  "Rainier Advocacy Honor Roll 2023 badge",
  "Sound Region Peer Review: 5-Star Advocate badge",
  "Trial Excellence Society: Fellow badge",
  "Safe Roads Advocate of the Year 2024 badge",
  "Community Justice Service Award 2024 badge",
  "Harbor Legal Journal: Readers' Pick 2024 badge",
];

export const awards: Award[] = names.map((alt, i) => ({
  src: `/images/awards/award-${String(i + 1).padStart(2, "0")}.svg`,
  alt,
  width: 160,
  height: 100,
}));
