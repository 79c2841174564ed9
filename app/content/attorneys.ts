import type { Attorney } from "./types";

/**
 * The four attorneys. Profiles are served at /attorney/kent-wa/{slug} (canonical),
 * /attorney/seattle-wa/{slug} and /attorney/{slug}. Fictional people.
 */
export const attorneys: Attorney[] = [
  {
    slug: "marcus-kestrel",
    name: "Marcus Kestrel",
    role: "Managing Partner",
    summary:
      "A former college catcher and deputy prosecutor, Marcus founded the firm to give injured people in South King County a trial lawyer in their corner.",
    photo: {
      src: "/images/attorneys/marcus-kestrel.webp",
      alt: "Illustrated portrait of attorney Marcus Kestrel, grey-haired, in a dark suit and gold tie",
      width: 600,
      height: 750,
      small: { src: "/images/attorneys/marcus-kestrel-300.webp", width: 300 },
    },
    brand: "primary",
    seo: {
      title: "Marcus Kestrel, Managing Partner | Kent Injury Lawyer",
      description:
        "Marcus Kestrel is the managing partner of Kestrel Injury Law in Kent, WA: former prosecutor, trial lawyer, and advocate for injured people.",
      indexable: false,
    },
  },
  {
    slug: "diane-vance",
    name: "Diane Vance",
    role: "Partner",
    summary:
      "With 34 years of experience, Diane has tried cases in nearly every county courthouse in Western Washington.",
    photo: {
      src: "/images/attorneys/diane-vance.webp",
      alt: "Illustrated portrait of attorney Diane Vance, with shoulder-length brown hair, in a dark blazer",
      width: 600,
      height: 750,
      small: { src: "/images/attorneys/diane-vance-300.webp", width: 300 },
    },
    brand: "primary",
    seo: {
      title: "Diane Vance, Partner | 34 Years of Trial Experience",
      description:
        "Diane Vance is a partner at Kestrel Injury Law with 34 years of experience representing injured people across Western Washington.",
      indexable: false,
    },
  },
  {
    slug: "samuel-okafor",
    name: "Samuel Okafor",
    role: "Equity Partner",
    summary:
      "Samuel leads the firm's truck and catastrophic injury team and is known for building cases that insurers cannot ignore.",
    photo: {
      src: "/images/attorneys/samuel-okafor.webp",
      alt: "Illustrated portrait of attorney Samuel Okafor, bearded, in a navy suit and blue tie",
      width: 600,
      height: 750,
      small: { src: "/images/attorneys/samuel-okafor-300.webp", width: 300 },
    },
    brand: "primary",
    seo: {
      title: "Samuel Okafor, Equity Partner | Kent Injury Lawyer",
      description:
        "Samuel Okafor is an equity partner at Kestrel Injury Law, focused on truck accidents and catastrophic injury cases in Washington.",
      indexable: true,
    },
  },
  {
    slug: "rebecca-lindqvist",
    name: "Rebecca Lindqvist",
    role: "Partner, Trial Attorney",
    summary:
      "A seasoned trial attorney, Rebecca prepares every case as if it will go to a jury, because that is how the best settlements are won.",
    photo: {
      src: "/images/attorneys/rebecca-lindqvist.webp",
      alt: "Illustrated portrait of attorney Rebecca Lindqvist, with long blond hair, in a charcoal suit",
      width: 600,
      height: 750,
      small: { src: "/images/attorneys/rebecca-lindqvist-300.webp", width: 300 },
    },
    brand: "primary",
    seo: {
      title: "Rebecca Lindqvist, Trial Attorney | Kent Injury Lawyer",
      description:
        "Rebecca Lindqvist is a seasoned trial attorney and partner at Kestrel Injury Law, representing injured people in Kent and across Washington.",
      indexable: true,
    },
  },
];

export function findAttorney(slug: string): Attorney | undefined {
  return attorneys.find((a) => a.slug === slug);
}
