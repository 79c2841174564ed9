import type { Localized } from "./i18n";
import type { Attorney, AttorneyWords } from "./types";

/**
 * The four attorneys (fictional people): what both languages share (`attorneys`), and
 * their roles, summaries and search data in each language (`attorneyWords`). Their
 * addresses are in app/lib/addresses.ts.
 */
export const attorneys: Attorney[] = [
  {
    slug: "marcus-kestrel",
    name: "Marcus Kestrel",
    brand: "primary",
    indexable: false,
    photo: {
      src: "/images/attorneys/marcus-kestrel.webp",
      width: 600,
      height: 750,
      small: {
        src: "/images/attorneys/marcus-kestrel-300.webp",
        width: 300,
      },
    },
  },
  {
    slug: "diane-vance",
    name: "Diane Vance",
    brand: "primary",
    indexable: false,
    photo: {
      src: "/images/attorneys/diane-vance.webp",
      width: 600,
      height: 750,
      small: {
        src: "/images/attorneys/diane-vance-300.webp",
        width: 300,
      },
    },
  },
  {
    slug: "samuel-okafor",
    name: "Samuel Okafor",
    brand: "primary",
    indexable: true,
    photo: {
      src: "/images/attorneys/samuel-okafor.webp",
      width: 600,
      height: 750,
      small: {
        src: "/images/attorneys/samuel-okafor-300.webp",
        width: 300,
      },
    },
  },
  {
    slug: "rebecca-lindqvist",
    name: "Rebecca Lindqvist",
    brand: "primary",
    indexable: true,
    photo: {
      src: "/images/attorneys/rebecca-lindqvist.webp",
      width: 600,
      height: 750,
      small: {
        src: "/images/attorneys/rebecca-lindqvist-300.webp",
        width: 300,
      },
    },
  },
];

const en = {
  "marcus-kestrel": {
    role: "Managing Partner",
    summary:
      "A former college catcher and deputy prosecutor, Marcus founded the firm to give injured people in South King County a trial lawyer in their corner.",
    photoAlt: "Illustrated portrait of attorney Marcus Kestrel, grey-haired, in a dark suit and gold tie",
    seo: {
      title: "Marcus Kestrel, Managing Partner | Kent Injury Lawyer",
      description:
        "Marcus Kestrel is the managing partner of Kestrel Injury Law in Kent, WA: former prosecutor, trial lawyer, and advocate for injured people.",
    },
  },
  "diane-vance": {
    role: "Partner",
    summary: "With 34 years of experience, Diane has tried cases in nearly every county courthouse in Western Washington.",
    photoAlt: "Illustrated portrait of attorney Diane Vance, with shoulder-length brown hair, in a dark blazer",
    seo: {
      title: "Diane Vance, Partner | 34 Years of Trial Experience",
      description: "Diane Vance is a partner at Kestrel Injury Law with 34 years of experience representing injured people across Western Washington.",
    },
  },
  "samuel-okafor": {
    role: "Equity Partner",
    summary: "Samuel leads the firm's truck and catastrophic injury team and is known for building cases that insurers cannot ignore.",
    photoAlt: "Illustrated portrait of attorney Samuel Okafor, bearded, in a navy suit and blue tie",
    seo: {
      title: "Samuel Okafor, Equity Partner | Kent Injury Lawyer",
      description: "Samuel Okafor is an equity partner at Kestrel Injury Law, focused on truck accidents and catastrophic injury cases in Washington.",
    },
  },
  "rebecca-lindqvist": {
    role: "Partner, Trial Attorney",
    summary: "A seasoned trial attorney, Rebecca prepares every case as if it will go to a jury, because that is how the best settlements are won.",
    photoAlt: "Illustrated portrait of attorney Rebecca Lindqvist, with long blond hair, in a charcoal suit",
    seo: {
      title: "Rebecca Lindqvist, Trial Attorney | Kent Injury Lawyer",
      description:
        "Rebecca Lindqvist is a seasoned trial attorney and partner at Kestrel Injury Law, representing injured people in Kent and across Washington.",
    },
  },
} satisfies Record<string, AttorneyWords>;

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  "marcus-kestrel": {
    role: "Socio director",
    summary:
      "Marcus fue receptor en el equipo de béisbol de su universidad y fiscal adjunto. Fundó el bufete para que las personas lesionadas del sur del condado de King tuvieran un abogado litigante de su lado.",
    photoAlt: "Retrato ilustrado del abogado Marcus Kestrel, de cabello canoso, con traje oscuro y corbata dorada",
    seo: {
      title: "Marcus Kestrel, socio director | Abogado de lesiones en Kent",
      description: "Marcus Kestrel es el socio director de Kestrel Injury Law en Kent, WA: exfiscal, abogado litigante y defensor de las personas lesionadas.",
    },
  },
  "diane-vance": {
    role: "Socia",
    summary: "Con 34 años de experiencia, Diane ha llevado juicios en casi todos los tribunales de condado del oeste de Washington.",
    photoAlt: "Retrato ilustrado de la abogada Diane Vance, de cabello castaño a la altura de los hombros, con saco oscuro",
    seo: {
      title: "Diane Vance, socia | 34 años de experiencia en juicios",
      description:
        "Diane Vance es socia de Kestrel Injury Law y tiene 34 años de experiencia representando a personas lesionadas en todo el oeste de Washington.",
    },
  },
  "samuel-okafor": {
    role: "Socio",
    summary:
      "Samuel dirige el equipo del bufete para accidentes de camión y lesiones catastróficas, y es conocido por armar casos que las aseguradoras no pueden ignorar.",
    photoAlt: "Retrato ilustrado del abogado Samuel Okafor, con barba, traje azul marino y corbata azul",
    seo: {
      title: "Samuel Okafor, socio | Abogado de lesiones en Kent",
      description: "Samuel Okafor es socio de Kestrel Injury Law y se enfoca en accidentes de camión y casos de lesiones catastróficas en Washington.",
    },
  },
  "rebecca-lindqvist": {
    role: "Socia, abogada litigante",
    summary:
      "Rebecca, abogada litigante con mucha experiencia, prepara cada caso como si fuera a llegar a un jurado, porque así se ganan los mejores acuerdos.",
    photoAlt: "Retrato ilustrado de la abogada Rebecca Lindqvist, de cabello rubio largo, con traje gris oscuro",
    seo: {
      title: "Rebecca Lindqvist | Abogada litigante de lesiones en Kent",
      description:
        "Rebecca Lindqvist es abogada litigante con mucha experiencia y socia de Kestrel Injury Law. Representa a personas lesionadas en Kent y en todo Washington.",
    },
  },
};

export const attorneyWords: Localized<Record<keyof typeof en, AttorneyWords>> = { en, es };

export function findAttorney(slug: string): Attorney | undefined {
  return attorneys.find((a) => a.slug === slug);
}
