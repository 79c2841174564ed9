/** The words around the articles in both languages: the resources page, an article's byline, breadcrumbs,
 * related articles and closing block, the feeds (the articles are in app/content/articles/). */
import type { Localized } from "./i18n";
import type { ClosingCta } from "./types";

const en = {
  filter: {
    /** The name of the filter's navigation region. */
    label: "Filter articles by practice area",
    heading: "Topics",
    all: "All topics",
  },
  /** Above the list when a practice area is chosen: "Showing 2 articles about Car Accidents". */
  showing: (count: number, topic: string) => `Showing ${count} ${count === 1 ? "article" : "articles"} about ${topic}.`,
  /** A ?practice= value that is no practice area. */
  unknownTopic: "That topic has no articles. Here are all of them.",
  home: "Home",
  by: "By",
  published: "Published",
  updated: "Updated",
  readingTime: (minutes: number) => `${minutes} min read`,
  filedUnder: "Practice areas:",
  related: "Related articles",
  /** The section of a practice page or an attorney profile that lists articles. */
  practiceArticles: (topic: string) => `Articles about ${topic.toLowerCase()}`,
  attorneyArticles: (name: string) => `Articles by ${name}`,
  allArticles: "All legal resources",
  feed: "Subscribe to new articles (Atom feed)",
  feedTitle: "Legal resources | Kestrel Injury Law",
  /** Under every article: it is general information. */
  notAdvice:
    "This article is general information about Washington law, not legal advice for your situation, and reading it does not create an attorney-client relationship. Laws change; talk to a lawyer about your own case.",
  closing: {
    heading: "Questions about your own case?",
    text: "Every case is different. Tell us what happened and an attorney will explain your options. The consultation is free, and there is no fee unless we win.",
    formLabel: "Free Case Review",
  } satisfies ClosingCta,
};

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  filter: {
    label: "Filtrar artículos por área de práctica",
    heading: "Temas",
    all: "Todos los temas",
  },
  showing: (count: number, topic: string) => `${count === 1 ? "Un artículo" : `${count} artículos`} sobre ${topic.toLowerCase()}.`,
  unknownTopic: "No hay artículos sobre ese tema. Aquí están todos.",
  home: "Inicio",
  by: "Por",
  published: "Publicado el",
  updated: "Actualizado el",
  readingTime: (minutes: number) => `${minutes} min de lectura`,
  filedUnder: "Áreas de práctica:",
  related: "Artículos relacionados",
  practiceArticles: (topic: string) => `Artículos sobre ${topic.toLowerCase()}`,
  attorneyArticles: (name: string) => `Artículos de ${name}`,
  allArticles: "Todos los recursos legales",
  feed: "Suscríbase a los artículos nuevos (canal Atom)",
  feedTitle: "Recursos legales | Kestrel Injury Law",
  notAdvice:
    "Este artículo es información general sobre la ley de Washington, no asesoría legal para su situación, y leerlo no crea una relación abogado-cliente. Las leyes cambian: consulte a un abogado sobre su propio caso.",
  closing: {
    heading: "¿Tiene preguntas sobre su caso?",
    text: "Cada caso es distinto. Cuéntenos lo que pasó y un abogado le explicará sus opciones. La consulta es gratis, y no cobramos si no ganamos.",
    formLabel: "Consulta gratis",
  },
};

export const resourceWords: Localized<typeof en> = { en, es };
