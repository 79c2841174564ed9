/** The plain-text answer to a form post from another website (worker/page-post.ts), for a person whom
 * someone else's form sent here, with the two ways in. */
import { formWords } from "./consultation-form";
import { firm } from "./firm";
import type { Localized } from "./i18n";

export const refusedPostWords: Localized<(site: string) => string> = {
  en: (site) => `${formWords.en.errors.crossOrigin} Please call us at ${firm.phone.display}, any time, or use the consultation form on our own site: ${site}`,
  es: (site) =>
    `${formWords.es.errors.crossOrigin} Llámenos al ${firm.phone.display}, a cualquier hora, o use el formulario de consulta de nuestro sitio: ${site}/es`,
};
