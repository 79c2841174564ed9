import type { BrandKey } from "./firm";
import { firmWords } from "./firm";
import type { Localized } from "./i18n";
import type { PageSeo } from "./types";

/** The pages that are not a practice, a city or an attorney. */
export type StaticKey = "home" | "sitemap" | "privacy" | "terms" | "confirmation" | "questions" | "resources" | "reviews" | "results" | "accessibility";

/** What both languages share: the firm name the page uses, and whether it may be indexed. */
export const staticPages: Record<StaticKey, { brand: BrandKey; indexable: boolean }> = {
  home: { brand: "primary", indexable: true },
  sitemap: { brand: "primary", indexable: false },
  privacy: { brand: "primary", indexable: true },
  terms: { brand: "primary", indexable: true },
  confirmation: { brand: "primary", indexable: false },
  questions: { brand: "primary", indexable: false },
  resources: { brand: "primary", indexable: true },
  reviews: { brand: "primary", indexable: true },
  results: { brand: "primary", indexable: true },
  accessibility: { brand: "primary", indexable: true },
};

interface StaticPageWords {
  heading: string;
  /** A line under the heading (the confirmation page, the resources, reviews, results and accessibility pages). */
  intro?: string;
  seo: PageSeo;
}

/** Their headings and search data in each language. */
const en = {
  home: {
    // The hero's headline is the firm's tagline.
    heading: firmWords.en.tagline,
    seo: {
      title: "Kent Personal Injury Lawyer | Kestrel Injury Law",
      description:
        "Kent, WA personal injury lawyers for car, truck and motorcycle crashes, dog bites and wrongful death. Free consultation 24/7, no fee unless we win.",
    },
  },
  sitemap: {
    heading: "Sitemap",
    seo: { title: "Sitemap | Kestrel Injury Law", description: "A list of every page on the Kestrel Injury Law website." },
  },
  privacy: {
    heading: "Privacy Policy",
    seo: {
      title: "Privacy Policy | Kestrel Injury Law",
      description: "How Kestrel Injury Law collects, uses and protects your information, including our Washington consumer health data privacy notice.",
    },
  },
  terms: {
    heading: "Terms of Use",
    seo: { title: "Terms of Use | Kestrel Injury Law", description: "The terms of use of the Kestrel Injury Law website." },
  },
  confirmation: {
    // The confirmation panel's heading (callback.ts says the same).
    heading: "We received your consultation request",
    seo: { title: "Request Received | Kestrel Injury Law", description: "Your free consultation request has been received." },
  },
  questions: {
    heading: "A few questions before we call",
    seo: { title: "A Few Questions | Kestrel Injury Law", description: "Optional questions about your consultation request." },
  },
  resources: {
    heading: "Legal Resources",
    intro:
      "Plain answers to the questions people ask us after an accident in Washington: deadlines, insurance, fault and what to do first. General information, not legal advice for your case.",
    seo: {
      title: "Legal Resources for Injured People | Kestrel Injury Law",
      description:
        "Articles by our Kent attorneys on Washington injury law: the three-year deadline, comparative fault, PIP coverage, dog bites and dealing with insurers.",
    },
  },
  reviews: {
    heading: "Client Reviews",
    intro: "What clients have said about working with us, in their own words.",
    seo: {
      title: "Client Reviews | Kestrel Injury Law",
      description:
        "Read what clients of Kestrel Injury Law in Kent, WA say about our attorneys after car, truck, motorcycle, dog bite and wrongful death cases.",
    },
  },
  results: {
    heading: "Case Results",
    intro: "Some of the cases we have resolved for injured people and their families.",
    seo: {
      title: "Case Results | Kestrel Injury Law",
      description:
        "Settlements and verdicts Kestrel Injury Law has obtained for injured clients in Washington, with what each case was. Past results do not guarantee future ones.",
    },
  },
  accessibility: {
    heading: "Accessibility Statement",
    intro: "We want everyone to be able to use this website, including people who use assistive technology.",
    seo: {
      title: "Accessibility Statement | Kestrel Injury Law",
      description:
        "The accessibility standard the Kestrel Injury Law website meets (WCAG 2.2 AA), how we test it, its known limits, and how to tell us about a barrier.",
    },
  },
} satisfies Record<StaticKey, StaticPageWords>;

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  home: {
    heading: firmWords.es.tagline,
    seo: {
      title: "Abogado de lesiones personales en Kent | Kestrel Injury Law",
      description:
        "Abogados de accidentes en Kent, WA: auto, camión, moto, mordeduras de perro y muerte por negligencia. Consulta gratis las 24 horas. No cobramos si no ganamos.",
    },
  },
  sitemap: {
    heading: "Mapa del sitio",
    seo: { title: "Mapa del sitio | Kestrel Injury Law", description: "Todas las páginas del sitio web de Kestrel Injury Law." },
  },
  privacy: {
    heading: "Política de privacidad",
    seo: {
      title: "Política de privacidad | Kestrel Injury Law",
      description:
        "Cómo Kestrel Injury Law recopila, usa y protege su información, incluido nuestro aviso de privacidad de datos de salud del consumidor de Washington.",
    },
  },
  terms: {
    heading: "Condiciones de uso",
    seo: { title: "Condiciones de uso | Kestrel Injury Law", description: "Las condiciones de uso del sitio web de Kestrel Injury Law." },
  },
  confirmation: {
    heading: "Recibimos su solicitud de consulta",
    seo: { title: "Solicitud recibida | Kestrel Injury Law", description: "Recibimos su solicitud de consulta gratis." },
  },
  questions: {
    heading: "Unas preguntas antes de llamarle",
    seo: { title: "Unas preguntas | Kestrel Injury Law", description: "Preguntas opcionales sobre su solicitud de consulta." },
  },
  resources: {
    heading: "Recursos legales",
    intro:
      "Respuestas claras a lo que la gente nos pregunta después de un accidente en Washington: plazos, seguros, culpa y qué hacer primero. Es información general, no asesoría legal sobre su caso.",
    seo: {
      title: "Recursos legales para lesionados | Kestrel Injury Law",
      description:
        "Artículos de nuestros abogados de Kent sobre la ley de lesiones de Washington: el plazo de tres años, la culpa compartida, el seguro PIP y las mordeduras de perro.",
    },
  },
  reviews: {
    heading: "Opiniones de clientes",
    intro: "Lo que nuestros clientes dicen de su experiencia con nosotros, en sus propias palabras.",
    seo: {
      title: "Opiniones de clientes | Kestrel Injury Law",
      description:
        "Lea lo que dicen los clientes de Kestrel Injury Law en Kent, WA, sobre nuestros abogados tras casos de choques, mordeduras de perro y muerte por negligencia.",
    },
  },
  results: {
    heading: "Resultados de casos",
    intro: "Algunos de los casos que hemos resuelto para personas lesionadas y sus familias.",
    seo: {
      title: "Resultados de casos | Kestrel Injury Law",
      description:
        "Acuerdos y veredictos que Kestrel Injury Law ha obtenido para clientes lesionados en Washington. Los resultados anteriores no garantizan resultados futuros.",
    },
  },
  accessibility: {
    heading: "Declaración de accesibilidad",
    intro: "Queremos que todas las personas puedan usar este sitio web, también quienes usan tecnologías de apoyo.",
    seo: {
      title: "Declaración de accesibilidad | Kestrel Injury Law",
      description:
        "El estándar de accesibilidad que cumple el sitio de Kestrel Injury Law (WCAG 2.2 AA), cómo lo comprobamos, sus límites conocidos y cómo avisarnos de una barrera.",
    },
  },
};

export const staticPageWords: Localized<Record<keyof typeof en, StaticPageWords>> = { en, es };

/** Apart, as the one page's words every page's error boundary may need (the intro comes before the phone number). */
export const notFoundWords: Localized<StaticPageWords> = {
  en: {
    heading: "Oops! Page not found",
    intro: "The link may be mistyped, or the page may have moved. Need help now? We answer 24/7 at",
    seo: { title: "Page Not Found | Kestrel Injury Law", description: "The page you were looking for could not be found." },
  },
  es: {
    heading: "¡Uy! Página no encontrada",
    intro: "Puede que el enlace esté mal escrito o que la página ya no exista. ¿Necesita ayuda ahora? Contestamos las 24 horas en el",
    seo: { title: "Página no encontrada | Kestrel Injury Law", description: "No pudimos encontrar la página que buscaba." },
  },
};
