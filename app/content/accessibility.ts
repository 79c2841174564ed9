/** The accessibility statement: the standard met, how it is tested, known limits, how to report a barrier.
 * Update its review date (and what changed) whenever the site or its testing changes. */
import type { Localized } from "./i18n";
import type { ProseBlock } from "./types";

/** Where a barrier is reported in writing (the phone number is the firm's, firm.ts). Placeholder address. */
export const accessibilityEmail = "accessibility@kestrelinjurylaw.example";

/** When the statement was last reviewed (YYYY-MM-DD). */
export const accessibilityReviewed = "2026-11-26";

interface AccessibilityWords {
  sections: ProseBlock[];
  /** The section that tells how to reach us, before the phone and the email. */
  report: { heading: string; text: string; phone: string; email: string; answer: string };
  reviewed: string;
}

const en: AccessibilityWords = {
  sections: [
    {
      heading: "Our standard",
      paragraphs: [
        "This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in English and in Spanish. Every page is built to work with a keyboard alone, with a screen reader, zoomed to 200 percent and more, on a phone or a desktop, and without JavaScript: the pages, the menus and the consultation form are ordinary HTML that JavaScript only improves.",
        "Anything that moves on its own (the background video, the award logos and the testimonials) has a button to pause it and stays still if your device asks for reduced motion.",
      ],
    },
    {
      heading: "How we test it",
      paragraphs: [
        "Every change to the site is checked automatically before it is published. The axe accessibility engine checks every kind of page against WCAG 2.0, 2.1 and 2.2 A and AA, on a phone-sized and a desktop-sized screen, with the menus open and after a form is sent with mistakes. The W3C HTML validator checks that every page is valid HTML, which assistive technology relies on.",
        "The tests also walk through the site with the keyboard: a link to skip to the main content, a visible focus on every stop, and the form's messages announced and focused. The main journeys (the menus, the questions, the form) are repeated in Firefox and in WebKit, the engine of Safari, as well as in Chromium.",
      ],
    },
    {
      heading: "Known limits",
      paragraphs: [
        "Automated tests cannot catch every barrier, and we have not yet had the site reviewed by people who use assistive technology every day; we plan to.",
        "The two videos and the map come from other companies' services and load only when you ask for them. We cannot fully control how accessible their players are; if one gives you trouble, call us and we will help.",
        "Our legal articles are written in plain language, but some legal terms and statute numbers cannot be avoided. Ask us and we will explain them.",
      ],
    },
  ],
  report: {
    heading: "Tell us about a barrier",
    text: "If something on this site is hard or impossible for you to use, please tell us what page you were on and what happened. We will help you get the information or service another way right away, and fix the problem.",
    phone: "Phone (answered 24 hours a day):",
    email: "Email:",
    answer: "We reply to accessibility reports within two business days.",
  },
  reviewed: "This statement was last reviewed on",
};

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: AccessibilityWords = {
  sections: [
    {
      heading: "Nuestro estándar",
      paragraphs: [
        "Este sitio web busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, en inglés y en español. Todas las páginas están hechas para usarse solo con el teclado, con un lector de pantalla, con el zoom al 200 por ciento o más, en un teléfono o en una computadora, y sin JavaScript: las páginas, los menús y el formulario de consulta son HTML común que JavaScript solo mejora.",
        "Todo lo que se mueve solo (el video de fondo, los logotipos de premios y los testimonios) tiene un botón para pausarlo, y se queda quieto si su dispositivo pide reducir el movimiento.",
      ],
    },
    {
      heading: "Cómo lo comprobamos",
      paragraphs: [
        "Cada cambio en el sitio se revisa automáticamente antes de publicarse. El motor de accesibilidad axe revisa cada tipo de página según las WCAG 2.0, 2.1 y 2.2, niveles A y AA, en una pantalla del tamaño de un teléfono y en una de computadora, con los menús abiertos y después de enviar el formulario con errores. El validador de HTML del W3C comprueba que cada página sea HTML válido, algo de lo que dependen las tecnologías de apoyo.",
        "Las pruebas también recorren el sitio con el teclado: un enlace para saltar al contenido principal, un foco visible en cada parada, y los mensajes del formulario anunciados y enfocados. Los recorridos principales (los menús, las preguntas, el formulario) se repiten en Firefox y en WebKit, el motor de Safari, además de en Chromium.",
      ],
    },
    {
      heading: "Límites conocidos",
      paragraphs: [
        "Las pruebas automáticas no detectan todas las barreras, y todavía no hemos pedido a personas que usan tecnologías de apoyo a diario que revisen el sitio; tenemos previsto hacerlo.",
        "Los dos videos y el mapa vienen de servicios de otras empresas y solo se cargan cuando usted los pide. No podemos controlar del todo la accesibilidad de sus reproductores; si alguno le da problemas, llámenos y le ayudaremos.",
        "Nuestros artículos legales están escritos en lenguaje sencillo, pero algunos términos legales y números de leyes no se pueden evitar. Pregúntenos y se los explicamos.",
      ],
    },
  ],
  report: {
    heading: "Avísenos de una barrera",
    text: "Si algo de este sitio le resulta difícil o imposible de usar, díganos en qué página estaba y qué pasó. Le ayudaremos de inmediato a obtener la información o el servicio de otra manera, y corregiremos el problema.",
    phone: "Teléfono (contestamos las 24 horas):",
    email: "Correo electrónico:",
    answer: "Respondemos los avisos de accesibilidad en un plazo de dos días hábiles.",
  },
  reviewed: "Esta declaración se revisó por última vez el",
};

export const accessibilityWords: Localized<AccessibilityWords> = { en, es };
