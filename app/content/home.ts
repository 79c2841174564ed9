/** The home page's copy in page order, per language (`HomeWords`), and what both share (media, facts, the
 * practice tiles' order); `homeContent[lang]` puts them together. */
import { awards } from "./awards";
import { caseResultWords } from "./case-results";
import { homeFaqs } from "./faqs";
import { firm, firmWords } from "./firm";
import type { Lang, Localized } from "./i18n";
import { findPractice, practiceWords } from "./practices";
import { carouselTestimonials } from "./testimonials";
import type { EmbeddedVideo, Point, SizedImage } from "./types";

const { claims, reviews } = firm;
const years = claims.superLawyersYears;
const { latitude: lat, longitude: lon } = firm.office.geo;

/** The practice tiles, in the order of the grid (practice slugs). */
const tileOrder: (keyof (typeof practiceWords)["en"])[] = [
  "boating-accident-lawyer",
  "car-accident-lawyer",
  "catastrophic-injuries-lawyer",
  "dog-bite-accident-lawyer",
  "motorcycle-accident-lawyer",
  "premises-liability-accident-lawyer",
  "truck-accident-lawyer",
  "wrongful-death-accident-lawyer",
];

/** The two explainer videos (the videos themselves are in English). */
const videoFiles = [
  {
    embedUrl: "https://www.youtube-nocookie.com/embed/kS7rWcR4sh1",
    duration: "3:12",
    poster: { src: "/images/video-facades/what-to-do-after-a-crash.webp", width: 640, height: 360 },
  },
  {
    embedUrl: "https://www.youtube-nocookie.com/embed/cF9nTgFee02",
    duration: "2:38",
    poster: { src: "/images/video-facades/how-contingency-fees-work.webp", width: 640, height: 360 },
  },
] as const;

/** Every word of the home page, in one language. */
export interface HomeWords {
  hero: { eyebrow: string; text: string; attorneyRole: string; attorneyPhotoAlt: string };
  honor: { heading: string; text: string; mantraBy: string };
  awardsLabel: string;
  intro: {
    heading: string;
    paragraphs: string[];
    causesHeading: string;
    causes: string[];
    resultsHeading: string;
    lawyerHeading: string;
    lawyerCan: Point[];
  };
  whyChoose: { heading: string; intro: string; points: (Point & { stat: string })[] };
  practiceAreas: {
    heading: string;
    intro: string;
    videosHeading: string;
    /** One per video, in order: its title and its still's alt text. */
    videos: { title: string; posterAlt: string }[];
  };
  faq: { heading: string; intro: string };
  caseReview: { heading: string; text: string; formLabel: string };
  injured: { heading: string; lead: string; leadAccent: string; text: string; points: string[] };
  office: {
    heading: string;
    text: string;
    mapImageAlt: string;
    /** Read after "Show map" by screen readers. */
    mapButtonContext: string;
    mapTitle: string;
  };
  testimonialsHeading: string;
}

const en: HomeWords = {
  hero: {
    eyebrow: "Kent, WA Personal Injury Lawyers",
    text: "Hurt in an accident? Call now: we answer 24/7. Your consultation is free, and you pay nothing unless we win.",
    attorneyRole: "Managing Partner",
    attorneyPhotoAlt: "Illustrated portrait of managing partner Marcus Kestrel in a dark suit and gold tie",
  },
  honor: {
    heading: `Named a Top Lawyer Every Year, ${years.from}-${years.to}`,
    text: `Our managing partner has been recognized by Super Lawyers as a top personal injury lawyer every single year from ${years.from} to ${years.to}.`,
    mantraBy: "Marcus Kestrel, Managing Partner",
  },
  awardsLabel: "Awards and recognition",
  intro: {
    heading: "Seriously Injured in Kent? You Don't Have to Face It Alone.",
    paragraphs: [
      "One moment can change everything: a crash on the West Valley Highway, a fall in a store, a dog that got loose. Suddenly there are doctors' appointments, missed shifts, and an insurance adjuster asking for a recorded statement.",
      `You have rights, and time limits: in Washington you usually have ${firmWords.en.filingLimit} to file a personal injury claim. Talking to a lawyer early protects the evidence and your claim. The consultation is free, and we answer 24/7.`,
    ],
    causesHeading: "We help people hurt by",
    causes: [
      "Car or truck crash",
      "Motorcycle accident",
      "Slip and fall",
      "Workplace or construction accident",
      "Dog bite or animal attack",
      "Assault or intentional harm",
    ],
    resultsHeading: "Recent results for our clients",
    lawyerHeading: "What a personal injury lawyer can do for you",
    lawyerCan: [
      {
        title: "Deal with the insurers",
        text: "We take over every call and letter from the adjusters, so nothing you say is used to cut your claim.",
      },
      {
        title: "Prove what happened",
        text: "We gather police reports, photos, video, witness statements and expert opinions while the evidence is fresh.",
      },
      {
        title: "Count every loss",
        text: "Medical bills, future care, lost wages, pain and suffering: we value your whole claim, not just today's bills.",
      },
      {
        title: "Get you care now",
        text: "We help you use your Personal Injury Protection (PIP) and other coverage so you can see doctors while your case is pending.",
      },
      {
        title: "Negotiate, or go to trial",
        text: "We prepare every case for a jury. Insurers pay fair settlements when they know we are ready to try it.",
      },
    ],
  },
  whyChoose: {
    heading: `Why Choose ${firm.brands.primary}`,
    intro: "Experienced trial lawyers who treat you like family, and who are paid only when you are.",
    points: [
      {
        stat: "150+ years",
        title: "Of combined experience",
        text: "Our attorneys have spent more than 150 years in Washington courtrooms, between them.",
      },
      {
        stat: claims.successRate,
        title: "Success or favourable outcome",
        text: "97% of the cases we take on end in a success or favourable outcome for our clients.",
      },
      {
        stat: "9",
        title: "Former prosecutors",
        text: "Nine of our lawyers are former prosecutors. We know how the other side builds a case, and how to take it apart.",
      },
      {
        stat: "$0",
        title: "No fee unless we win",
        text: "Your consultation is free and you pay no fee unless we win your case. No win, no fee.",
      },
    ],
  },
  practiceAreas: {
    heading: "Practice Areas",
    intro: "Whatever happened, we have handled cases like yours. Choose an area to learn how we can help.",
    videosHeading: "Watch: Answers in a Few Minutes",
    videos: [
      { title: "What to Do After a Car Crash in Washington", posterAlt: "Video still: a road at dusk with the title What to do after a crash" },
      { title: "How Contingency Fees Work: No Fee Unless We Win", posterAlt: "Video still: a desk with papers and the title How contingency fees work" },
    ],
  },
  faq: {
    heading: "Personal Injury FAQs",
    intro: "Straight answers to the questions we hear most. Don't see yours? Call us any time: it's free.",
  },
  caseReview: {
    heading: "Get Your Free Case Review",
    text: "Tell us what happened and a Kent injury lawyer will review your case at no cost. No obligation, no fee unless we win. Call now, day or night, or send us a message.",
    formLabel: "Send Us Your Case",
  },
  injured: {
    heading: "Injured?",
    lead: "Hurt and not sure what to do next?",
    leadAccent: "Start here.",
    text: "Send us a few details and we will get back to you quickly. Your consultation is free and confidential.",
    points: [
      "Free, no-obligation consultation",
      "Available 24/7, nights and weekends",
      "No fee unless we win your case",
      "We can come to you at home or in the hospital",
    ],
  },
  office: {
    heading: "Visit Our Kent Office",
    text: "Free parking at the door, and we can also come to you at home or in the hospital.",
    mapImageAlt: `Street map of central Kent, WA with a pin on our office at ${firm.office.street}`,
    mapButtonContext: "of our Kent office",
    mapTitle: `Map: ${firm.brands.primary}, ${firm.office.street}, ${firm.office.suite}, Kent, WA`,
  },
  testimonialsHeading: "What Our Clients Say",
};

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: HomeWords = {
  hero: {
    eyebrow: "Abogados de lesiones personales en Kent, WA",
    text: "¿Se lesionó en un accidente? Llame ahora: contestamos las 24 horas, los 7 días de la semana. La consulta es gratis y no paga nada si no ganamos.",
    attorneyRole: "Socio director",
    attorneyPhotoAlt: "Retrato ilustrado del socio director Marcus Kestrel, con traje oscuro y corbata dorada",
  },
  honor: {
    heading: `Entre los mejores abogados cada año, de ${years.from} a ${years.to}`,
    text: `Super Lawyers ha reconocido a nuestro socio director como uno de los mejores abogados de lesiones personales todos y cada uno de los años, de ${years.from} a ${years.to}.`,
    mantraBy: "Marcus Kestrel, socio director",
  },
  awardsLabel: "Premios y reconocimientos",
  intro: {
    heading: "¿Sufrió una lesión grave en Kent? No tiene que enfrentarlo solo.",
    paragraphs: [
      "Todo puede cambiar en un instante: un choque en la West Valley Highway, una caída en una tienda, un perro que se soltó. De pronto hay citas médicas, turnos de trabajo perdidos y un ajustador de la aseguradora que le pide una declaración grabada.",
      `Usted tiene derechos, y también plazos: en Washington, por lo general tiene ${firmWords.es.filingLimit} para presentar una demanda por lesiones personales. Hablar pronto con un abogado protege las pruebas y su reclamo. La consulta es gratis y contestamos las 24 horas, los 7 días de la semana.`,
    ],
    causesHeading: "Ayudamos a personas lesionadas por",
    causes: [
      "Choques de auto o de camión",
      "Accidentes de motocicleta",
      "Resbalones y caídas",
      "Accidentes de trabajo o de construcción",
      "Mordeduras de perro o ataques de animales",
      "Agresiones o daños intencionales",
    ],
    resultsHeading: "Resultados recientes para nuestros clientes",
    lawyerHeading: "Lo que un abogado de lesiones personales puede hacer por usted",
    lawyerCan: [
      {
        title: "Tratar con las aseguradoras",
        text: "Nos encargamos de cada llamada y cada carta de los ajustadores, para que nada de lo que usted diga se use para reducir su reclamo.",
      },
      {
        title: "Demostrar lo que pasó",
        text: "Reunimos informes policiales, fotos, videos, declaraciones de testigos y opiniones de peritos mientras las pruebas aún están frescas.",
      },
      {
        title: "Tomar en cuenta cada pérdida",
        text: "Facturas médicas, atención futura, salarios perdidos, dolor y sufrimiento: calculamos el valor de todo su reclamo, no solo las cuentas de hoy.",
      },
      {
        title: "Conseguirle atención médica ya",
        text: "Le ayudamos a usar su Protección contra Lesiones Personales (PIP) y otras coberturas para que pueda ver a sus médicos mientras su caso sigue en trámite.",
      },
      {
        title: "Negociar o ir a juicio",
        text: "Preparamos cada caso para llevarlo ante un jurado. Las aseguradoras pagan acuerdos justos cuando saben que estamos listos para ir a juicio.",
      },
    ],
  },
  whyChoose: {
    heading: `¿Por qué elegir ${firm.brands.primary}?`,
    intro: "Abogados litigantes con experiencia, que lo tratan como parte de la familia y que solo cobran si usted recibe una compensación.",
    points: [
      {
        stat: "150+ años",
        title: "De experiencia combinada",
        text: "Entre todos, nuestros abogados suman más de 150 años de experiencia en los tribunales de Washington.",
      },
      {
        stat: claims.successRate,
        title: "Éxito o resultado favorable",
        text: "El 97% de los casos que aceptamos termina con éxito o con un resultado favorable para nuestros clientes.",
      },
      {
        stat: "9",
        title: "Exfiscales",
        text: "Nueve de nuestros abogados son exfiscales. Sabemos cómo arma un caso la otra parte, y cómo desarmarlo.",
      },
      {
        stat: "$0",
        title: "No cobramos si no ganamos",
        text: "La consulta es gratis y no paga honorarios a menos que ganemos su caso. Si no ganamos, no nos paga nada.",
      },
    ],
  },
  practiceAreas: {
    heading: "Áreas de práctica",
    intro: "No importa lo que le haya pasado: ya hemos llevado casos como el suyo. Elija un área para ver cómo podemos ayudarle.",
    videosHeading: "Videos: respuestas en pocos minutos",
    videos: [
      {
        title: "Qué hacer después de un choque de auto en Washington (en inglés)",
        posterAlt: "Imagen del video: una carretera al atardecer con el título en inglés “What to do after a crash”",
      },
      {
        title: "Cómo funcionan los honorarios de contingencia: no cobramos si no ganamos (en inglés)",
        posterAlt: "Imagen del video: un escritorio con papeles y el título en inglés “How contingency fees work”",
      },
    ],
  },
  faq: {
    heading: "Preguntas frecuentes sobre lesiones personales",
    intro: "Respuestas claras a las preguntas que más nos hacen. ¿No ve la suya? Llámenos a cualquier hora: es gratis.",
  },
  caseReview: {
    heading: "Pida su consulta gratis",
    text: "Cuéntenos qué pasó y un abogado de lesiones personales de Kent revisará su caso sin costo. Sin compromiso, y no cobramos si no ganamos. Llame ahora, de día o de noche, o envíenos un mensaje.",
    formLabel: "Escríbanos",
  },
  injured: {
    heading: "¿Se lesionó?",
    lead: "¿Se lastimó y no sabe qué hacer ahora?",
    leadAccent: "Empiece aquí.",
    text: "Envíenos algunos datos y le responderemos pronto. La consulta es gratis y confidencial.",
    points: [
      "Consulta gratis y sin compromiso",
      "Disponibles las 24 horas, los 7 días de la semana, también de noche y en fines de semana",
      "No cobramos si no ganamos su caso",
      "Podemos visitarlo en su casa o en el hospital",
    ],
  },
  office: {
    heading: "Visite nuestra oficina en Kent",
    text: "Estacionamiento gratis en la puerta. También podemos visitarlo en su casa o en el hospital.",
    mapImageAlt: `Mapa de las calles del centro de Kent, WA, con un marcador en nuestra oficina de ${firm.office.street}`,
    mapButtonContext: "de nuestra oficina en Kent",
    mapTitle: `Mapa: ${firm.brands.primary}, ${firm.office.street}, ${firm.office.suite}, Kent, WA`,
  },
  testimonialsHeading: "Lo que dicen nuestros clientes",
};

/** The home page of one language: its words with the media and facts both share. */
function homePage(words: HomeWords, lang: Lang) {
  return {
    hero: {
      eyebrow: words.hero.eyebrow,
      text: words.hero.text,
      reviewCount: reviews.homeCount,
      video: {
        webm: "/media/hero-loop.webm",
        mp4: "/media/hero-loop.mp4",
        /** Phones get a lighter copy: 640x360 at 15 fps (scripts/art/generate.sh). */
        phone: { webm: "/media/hero-loop-phone.webm", mp4: "/media/hero-loop-phone.mp4" },
      },
      poster: {
        src: "/media/hero-poster.webp",
        alt: "",
        width: 1280,
        height: 720,
        small: { src: "/media/hero-poster-640.webp", width: 640 },
      } satisfies SizedImage,
      attorney: {
        name: "Marcus Kestrel",
        role: words.hero.attorneyRole,
        photo: { src: "/images/attorney-hero.webp", alt: words.hero.attorneyPhotoAlt, width: 480, height: 600 } satisfies SizedImage,
      },
    },
    honor: {
      heading: words.honor.heading,
      text: words.honor.text,
      years: Array.from({ length: years.to - years.from + 1 }, (_, i) => String(years.from + i)),
      mantra: firmWords[lang].mantra,
      mantraBy: words.honor.mantraBy,
    },
    awards: { label: words.awardsLabel, items: awards[lang] },
    intro: {
      ...words.intro,
      // The results page's first three (case-results.ts), so both pages say the same.
      results: caseResultWords[lang].results.slice(0, 3).map((r) => ({ amount: r.amount, label: r.caseType })),
      resultsDisclaimer: firmWords[lang].resultsDisclaimer,
    },
    whyChoose: words.whyChoose,
    practiceAreas: {
      heading: words.practiceAreas.heading,
      intro: words.practiceAreas.intro,
      tiles: tileOrder.map((slug) => {
        const { name, imageAlt } = practiceWords[lang][slug];
        return { slug, name, image: { ...findPractice(slug)!.image, alt: imageAlt } };
      }),
      videosHeading: words.practiceAreas.videosHeading,
      videos: videoFiles.map((file, i): EmbeddedVideo => ({
        title: words.practiceAreas.videos[i].title,
        embedUrl: file.embedUrl,
        duration: file.duration,
        poster: { ...file.poster, alt: words.practiceAreas.videos[i].posterAlt },
      })),
    },
    faq: { ...words.faq, items: homeFaqs[lang] },
    caseReview: words.caseReview,
    injured: words.injured,
    office: {
      heading: words.office.heading,
      text: words.office.text,
      mapImage: {
        src: "/images/map-kent-office.webp",
        alt: words.office.mapImageAlt,
        width: 1200,
        height: 450,
        small: { src: "/images/map-kent-office-640.webp", width: 640 },
      } satisfies SizedImage,
      mapButtonContext: words.office.mapButtonContext,
      mapTitle: words.office.mapTitle,
      mapEmbedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${lon - 0.01},${lat - 0.005},${lon + 0.01},${lat + 0.005}&layer=mapnik&marker=${lat},${lon}`,
      directionsUrl: firm.office.mapUrl,
    },
    testimonials: { heading: words.testimonialsHeading, items: carouselTestimonials[lang] },
  };
}

export type HomeContent = ReturnType<typeof homePage>;

export const homeContent: Localized<HomeContent> = { en: homePage(en, "en"), es: homePage(es, "es") };
