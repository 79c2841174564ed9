/** The interface words of every page in both languages: navigation, buttons, labels, screen-reader names,
 * short recurring messages (page copy is in the page modules, the form's in consultation-form.ts). */
import type { Localized } from "./i18n";

const en = {
  /** The promises under every page heading. */
  promises: ["Free consultation", "Available 24/7", "No fee unless we win"],
  /** Before the phone number in closing blocks: "Prefer to dial? 253-555-0142, …". */
  dialBefore: "Prefer to dial?",
  dialAfter: "any time, day or night.",
  /** The default label of the secondary hero button (to the page's form). */
  formLink: "Free Case Review",
  learnMore: "Learn more",
  /** Read after "Learn more" by screen readers: "about car accidents". */
  learnMoreAbout: (topic: string) => `about ${topic.toLowerCase()}`,
  returnHome: "Return to Home",
  /** After a link that opens a new tab, for screen readers. */
  newTab: "(opens in a new tab)",
  /** The label of the call button: "Call Now: (253) 555-0142". */
  call: "Call Now",
  skipToContent: "Skip to main content",
  /** The name of the breadcrumb trail's navigation region. */
  breadcrumbs: "Breadcrumb",
  header: {
    logoAlt: (brand: string) => `${brand}: the firm's main site`,
    /** The phone button's word on narrow screens. */
    callShort: "Call",
    /** Beside the phone number on English pages: the Spanish site exists. */
    weSpeakSpanish: "Hablamos español",
  },
  /** The link to the same page in the other language, named in that language. Its title is
   * in Spanish on both sites: on English pages it speaks to the Spanish speakers it is for. */
  languageSwitch: { label: "Español", lang: "es", title: "Ver esta página en español" },
  nav: {
    home: "Home",
    practiceAreas: "Practice Areas",
    attorneys: "Our Attorneys",
    areas: "Areas We Serve",
    otherSites: "Our Other Sites",
    resources: "Legal Resources",
    reviews: "Client Reviews",
    results: "Case Results",
    accessibility: "Accessibility",
    sitemap: "Sitemap",
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    main: "Main",
    mobile: "Mobile",
    /** After the name of one of the firm's other sites (they are in English). */
    otherSiteNote: "",
  },
  reviews: {
    /** "350+ five-star reviews" */
    count: (count: string) => `${count} five-star reviews`,
    rating: (rating: string) => `Rated ${rating} out of 5`,
    stars: "5 out of 5 stars",
  },
  carousel: {
    slide: (n: number, of: number) => `${n} of ${of}`,
    dot: (n: number, of: number) => `Show testimonial ${n} of ${of}`,
  },
  video: {
    frameTitle: (title: string) => `Video: ${title}`,
    play: (title: string) => `Play video: ${title}, `,
  },
  menu: { open: "Open menu", close: "Close menu", label: "Site menu", heading: "Menu", call: "Call" },
  footer: {
    office: "Our Kent Office",
    links: "Site",
    social: "Follow Us",
    rights: (year: number, owner: string) => `© ${year} ${owner}. All rights reserved.`,
  },
  directions: "Get directions",
  showMap: "Show map",
  highlights: "At a Glance",
  practiceFocus: "Practice Focus",
  yearsHonored: "Years honored",
  /** The eyebrow above a city page's heading. */
  areasWeServe: (city: string) => `Areas We Serve: ${city}`,
  sitemap: {
    updated: "Last updated:",
    mainPages: "Main Pages",
    attorneys: "Attorney Profiles",
    cities: "Personal Injury Lawyers",
    practices: "Kent Accident Lawyers",
    resources: "Legal Resources",
  },
  /** The page shown when something breaks on the server. */
  serverError: {
    title: "Something went wrong",
    text: "Please try again in a moment, or call us: we answer 24/7.",
  },
  /** The pause/play buttons of what moves on its own. */
  motion: {
    heroVideo: { pause: "Pause background video", play: "Play background video" },
    awards: { pause: "Pause award logos", play: "Play award logos" },
    testimonials: { pause: "Stop automatic slide show", play: "Start automatic slide show" },
  },
};

const es: typeof en = {
  promises: ["Consulta gratis", "Disponibles las 24 horas", "No cobramos si no ganamos"],
  dialBefore: "¿Prefiere llamar?",
  dialAfter: "a cualquier hora, de día o de noche.",
  formLink: "Consulta gratis",
  learnMore: "Más información",
  learnMoreAbout: (topic: string) => `sobre ${topic.toLowerCase()}`,
  returnHome: "Volver a la página principal",
  newTab: "(se abre en una pestaña nueva)",
  call: "Llame",
  skipToContent: "Ir al contenido principal",
  breadcrumbs: "Ruta de navegación",
  header: {
    logoAlt: (brand: string) => `${brand}: sitio principal del bufete`,
    callShort: "Llamar",
    weSpeakSpanish: "Hablamos español",
  },
  languageSwitch: { label: "English", lang: "en", title: "Ver esta página en inglés" },
  nav: {
    home: "Inicio",
    practiceAreas: "Áreas de práctica",
    attorneys: "Abogados",
    areas: "Ciudades",
    otherSites: "Otros sitios",
    resources: "Recursos legales",
    reviews: "Opiniones de clientes",
    results: "Resultados de casos",
    accessibility: "Accesibilidad",
    sitemap: "Mapa del sitio",
    privacy: "Política de privacidad",
    terms: "Condiciones de uso",
    main: "Principal",
    mobile: "Menú",
    otherSiteNote: " (en inglés)",
  },
  reviews: {
    count: (count: string) => `${count} reseñas de cinco estrellas`,
    rating: (rating: string) => `Calificación de ${rating} sobre 5`,
    stars: "5 de 5 estrellas",
  },
  carousel: {
    slide: (n: number, of: number) => `${n} de ${of}`,
    dot: (n: number, of: number) => `Ver testimonio ${n} de ${of}`,
  },
  video: {
    frameTitle: (title: string) => `Video: ${title}`,
    play: (title: string) => `Reproducir video: ${title}, `,
  },
  menu: { open: "Abrir menú", close: "Cerrar menú", label: "Menú del sitio", heading: "Menú", call: "Llamar al" },
  footer: {
    office: "Nuestra oficina en Kent",
    links: "Sitio",
    social: "Síganos",
    rights: (year: number, owner: string) => `© ${year} ${owner}. Todos los derechos reservados.`,
  },
  directions: "Cómo llegar",
  showMap: "Ver mapa",
  highlights: "En resumen",
  practiceFocus: "Áreas en las que se enfoca",
  yearsHonored: "Años de reconocimiento",
  areasWeServe: (city: string) => `Atendemos en ${city}`,
  sitemap: {
    updated: "Última actualización:",
    mainPages: "Páginas principales",
    attorneys: "Nuestros abogados",
    cities: "Abogados de lesiones personales",
    practices: "Abogados de accidentes en Kent",
    resources: "Recursos legales",
  },
  serverError: {
    title: "Algo salió mal",
    text: "Intente de nuevo en un momento, o llámenos: contestamos las 24 horas.",
  },
  motion: {
    heroVideo: { pause: "Pausar el video de fondo", play: "Reproducir el video de fondo" },
    awards: { pause: "Pausar los logotipos de premios", play: "Mover los logotipos de premios" },
    testimonials: { pause: "Detener la presentación automática", play: "Iniciar la presentación automática" },
  },
};

export const messages: Localized<typeof en> = { en, es };
