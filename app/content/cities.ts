import type { Localized } from "./i18n";
import type { City, CityWords } from "./types";

/**
 * The cities the firm serves: what both languages share (`cities`), and their names,
 * headings and search data in each language (`cityWords`). Their addresses are in
 * app/lib/addresses.ts.
 */
export const cities: City[] = [
  {
    key: "kent",
    brand: "primary",
    indexable: true,
    image: {
      src: "/images/cities/kent.webp",
      width: 1600,
      height: 640,
      small: {
        src: "/images/cities/kent-800.webp",
        width: 800,
      },
    },
  },
  {
    key: "seattle",
    brand: "secondary",
    indexable: false,
    image: {
      src: "/images/cities/seattle.webp",
      width: 1600,
      height: 640,
      small: {
        src: "/images/cities/seattle-800.webp",
        width: 800,
      },
    },
  },
  {
    key: "tacoma",
    brand: "secondary",
    indexable: false,
    image: {
      src: "/images/cities/tacoma.webp",
      width: 1600,
      height: 640,
      small: {
        src: "/images/cities/tacoma-800.webp",
        width: 800,
      },
    },
  },
  {
    key: "olympia",
    brand: "secondary",
    indexable: false,
    image: {
      src: "/images/cities/olympia.webp",
      width: 1600,
      height: 640,
      small: {
        src: "/images/cities/olympia-800.webp",
        width: 800,
      },
    },
  },
  {
    key: "port-orchard",
    brand: "secondary",
    indexable: false,
    image: {
      src: "/images/cities/port-orchard.webp",
      width: 1600,
      height: 640,
      small: {
        src: "/images/cities/port-orchard-800.webp",
        width: 800,
      },
    },
  },
];

const en = {
  kent: {
    name: "Kent",
    heading: "Kent Personal Injury Lawyer",
    intro: "Our office is right here in Kent. If you were hurt in an accident, we can meet you today, and the consultation is free.",
    imageAlt: "Illustration of the Kent valley at dusk with a mountain behind low buildings",
    seo: {
      title: "Kent Personal Injury Lawyer | Free Consultation 24/7",
      description:
        "Injured in Kent, WA? Our local personal injury lawyers offer a free consultation and charge no fee unless we win. Office on Riverbend Plaza, Suite 130.",
    },
  },
  seattle: {
    name: "Seattle",
    heading: "Seattle Personal Injury Lawyer",
    intro: "Hurt in Seattle? Our trial lawyers serve injured people across King County. Call any time: the consultation is free.",
    imageAlt: "Illustration of the Seattle skyline at dusk with a needle-shaped tower",
    seo: {
      title: "Seattle Personal Injury Lawyer | Free Consultation",
      description: "Injured in Seattle? Experienced personal injury trial lawyers, free consultation, no fee unless we win. Call 24/7.",
    },
  },
  tacoma: {
    name: "Tacoma",
    heading: "Tacoma Personal Injury Lawyer",
    intro: "From the Port of Tacoma to the Hilltop, we help injured people in Pierce County get the care and compensation they need.",
    imageAlt: "Illustration of Tacoma with port cranes and a dome at dusk",
    seo: {
      title: "Tacoma Personal Injury Lawyer | Free Consultation",
      description: "Injured in Tacoma or Pierce County? Our personal injury lawyers offer a free consultation and charge nothing unless we win. Call 24/7.",
    },
  },
  olympia: {
    name: "Olympia",
    heading: "Olympia Personal Injury Lawyer",
    intro: "Serving injured people in Olympia and Thurston County, including state employees and students. Your consultation is free.",
    imageAlt: "Illustration of a capitol dome above Olympia at dusk",
    seo: {
      title: "Olympia Personal Injury Lawyer | Free Consultation",
      description: "Hurt in Olympia, WA? We handle car crashes, government worker injuries, campus injuries and more. Free consultation, no fee unless we win.",
    },
  },
  "port-orchard": {
    name: "Port Orchard",
    heading: "Port Orchard Personal Injury Lawyer",
    intro: "Serving Port Orchard and Kitsap County, from the shipyard to the ferry docks. Call now for a free consultation.",
    imageAlt: "Illustration of the Port Orchard marina with a ferry on the water",
    seo: {
      title: "Port Orchard Personal Injury Lawyer | Free Consultation",
      description: "Injured in Port Orchard or Kitsap County? Shipyard, ferry and car accident injury lawyers. Free consultation, no fee unless we win.",
    },
  },
} satisfies Record<string, CityWords>;

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  kent: {
    name: "Kent",
    heading: "Abogado de lesiones personales en Kent",
    intro: "Nuestra oficina está aquí mismo, en Kent. Si usted se lesionó en un accidente, podemos reunirnos con usted hoy, y la consulta es gratis.",
    imageAlt: "Ilustración del valle de Kent al atardecer, con una montaña detrás de edificios bajos",
    seo: {
      title: "Abogado de lesiones personales en Kent | Consulta gratis",
      description:
        "¿Se lesionó en Kent, WA? Abogados de lesiones personales de aquí: consulta gratis y no cobramos si no ganamos. Oficina en Riverbend Plaza, Suite 130.",
    },
  },
  seattle: {
    name: "Seattle",
    heading: "Abogado de lesiones personales en Seattle",
    intro:
      "¿Se lesionó en Seattle? Nuestros abogados litigantes ayudan a personas lesionadas en todo el condado de King. Llame a cualquier hora: la consulta es gratis.",
    imageAlt: "Ilustración del horizonte de Seattle al atardecer, con una torre en forma de aguja",
    seo: {
      title: "Abogado de lesiones personales en Seattle | Consulta gratis",
      description:
        "¿Se lesionó en Seattle? Abogados litigantes de lesiones personales con experiencia. Consulta gratis y no cobramos si no ganamos. Llame las 24 horas.",
    },
  },
  tacoma: {
    name: "Tacoma",
    heading: "Abogado de lesiones personales en Tacoma",
    intro:
      "Desde el Puerto de Tacoma hasta Hilltop, ayudamos a las personas lesionadas del condado de Pierce a recibir la atención y la compensación que necesitan.",
    imageAlt: "Ilustración de Tacoma al atardecer, con grúas del puerto y una cúpula",
    seo: {
      title: "Abogado de lesiones personales en Tacoma | Consulta gratis",
      description:
        "¿Se lesionó en Tacoma o en el condado de Pierce? Abogados de lesiones personales: consulta gratis y no cobramos nada si no ganamos. Llame las 24 horas.",
    },
  },
  olympia: {
    name: "Olympia",
    heading: "Abogado de lesiones personales en Olympia",
    intro: "Ayudamos a personas lesionadas en Olympia y el condado de Thurston, también a empleados del estado y estudiantes. Su consulta es gratis.",
    imageAlt: "Ilustración de la cúpula de un capitolio sobre Olympia al atardecer",
    seo: {
      title: "Abogado de lesiones personales en Olympia | Consulta gratis",
      description:
        "¿Se lesionó en Olympia, WA? Accidentes de auto, lesiones de empleados públicos, lesiones en el campus y más. Consulta gratis, no cobramos si no ganamos.",
    },
  },
  "port-orchard": {
    name: "Port Orchard",
    heading: "Abogado de lesiones personales en Port Orchard",
    intro: "Ayudamos a la gente de Port Orchard y del condado de Kitsap, desde el astillero hasta los muelles del ferry. Llame ahora para una consulta gratis.",
    imageAlt: "Ilustración del puerto deportivo de Port Orchard, con un ferry en el agua",
    seo: {
      title: "Abogado de accidentes en Port Orchard | Consulta gratis",
      description:
        "¿Se lesionó en Port Orchard o el condado de Kitsap? Abogados para accidentes de auto, en el ferry y en el astillero. Consulta gratis, no cobramos si no ganamos.",
    },
  },
};

export const cityWords: Localized<Record<keyof typeof en, CityWords>> = { en, es };

export function findCity(key: string): City | undefined {
  return cities.find((x) => x.key === key);
}
