import type { Localized } from "./i18n";
import type { Award } from "./types";

/**
 * The ten award logos of the home page strip: fictional placeholder badges (see
 * public/images/awards/README.md). Replace with the firm's real, verifiable awards and
 * their alt texts before launch.
 */
const alts: Localized<string[]> = {
  en: [
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
  ],
  // The awards keep their English names; the alt text says what each badge is.
  es: [
    "Insignia de Cascade Trial Bar: Abogado Distinguido 2024",
    "Insignia del premio Evergreen Client Voice 2024",
    "Insignia de Pacific Verdict Circle: Resultados de siete cifras",
    "Insignia de miembro de Northwest Injury Counsel Guild",
    "Insignia de Rainier Advocacy Honor Roll 2023",
    "Insignia de Sound Region Peer Review: Abogado de 5 estrellas",
    "Insignia de Trial Excellence Society: Miembro distinguido",
    "Insignia de Safe Roads: Defensor del Año 2024",
    "Insignia del premio Community Justice Service 2024",
    "Insignia de Harbor Legal Journal: Elección de los lectores 2024",
  ],
};

// One file holds every badge; the fragment picks one (scripts/art/awards-sprite.mjs).
const logo = (i: number) => ({ src: `/images/awards/badges.svg#award-${String(i + 1).padStart(2, "0")}`, width: 160, height: 100 });

export const awards: Localized<Award[]> = {
  en: alts.en.map((alt, i) => ({ ...logo(i), alt })),
  es: alts.es.map((alt, i) => ({ ...logo(i), alt })),
};
