/** The reviews page's words beside the testimonials (testimonials.ts): the disclaimer Washington's
 * advertising rule calls for (RPC 7.1) and the closing block. */
import type { Localized } from "./i18n";
import type { ClosingCta } from "./types";

const en = {
  listHeading: "In our clients' words",
  disclaimer:
    "These are the experiences of individual clients. Past results do not guarantee a similar outcome: every case is different and depends on its own facts. Testimonials are shared with each client's permission.",
  /** Where to read more of the firm's results. */
  resultsLink: "See our case results",
  closing: {
    heading: "Tell us what happened",
    text: "An attorney will listen and explain your options. The consultation is free, and there is no fee unless we win.",
    formLabel: "Free Case Review",
  } satisfies ClosingCta,
};

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  listHeading: "En palabras de nuestros clientes",
  disclaimer:
    "Estas son las experiencias de clientes individuales. Los resultados anteriores no garantizan un resultado similar: cada caso es distinto y depende de sus propios hechos. Publicamos los testimonios con el permiso de cada cliente.",
  resultsLink: "Vea los resultados de nuestros casos",
  closing: {
    heading: "Cuéntenos lo que pasó",
    text: "Un abogado le escuchará y le explicará sus opciones. La consulta es gratis, y no cobramos si no ganamos.",
    formLabel: "Consulta gratis",
  },
};

export const reviewWords: Localized<typeof en> = { en, es };
