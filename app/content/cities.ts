import type { City } from "./types";

/** The cities the firm serves. Where each is served is in app/lib/pages.ts. */
export const cities: City[] = [
  {
    key: "kent",
    name: "Kent",
    heading: "Kent Personal Injury Lawyer",
    intro:
      "Our office is right here in Kent. If you were hurt in an accident, we can meet you today, and your first consultation is free.",
    image: {
      src: "/images/cities/kent.webp",
      alt: "Illustration of the Kent valley at dusk with a mountain behind low buildings",
      width: 1600,
      height: 640,
      small: { src: "/images/cities/kent-800.webp", width: 800 },
    },
    brand: "primary",
    seo: {
      title: "Kent Personal Injury Lawyer | Free Consultation 24/7",
      description:
        "Injured in Kent, WA? Our local personal injury lawyers offer a free consultation and charge no fee unless we win. Office on Riverbend Plaza, Suite 130.",
      indexable: true,
    },
  },
  {
    key: "seattle",
    name: "Seattle",
    heading: "Seattle Personal Injury Lawyer",
    intro:
      "Hurt in Seattle? Our trial lawyers serve injured people across King County. Call any time: the consultation is free.",
    image: {
      src: "/images/cities/seattle.webp",
      alt: "Illustration of the Seattle skyline at dusk with a needle-shaped tower",
      width: 1600,
      height: 640,
      small: { src: "/images/cities/seattle-800.webp", width: 800 },
    },
    brand: "secondary",
    seo: {
      title: "Seattle Personal Injury Lawyer | Free Consultation",
      description:
        "Injured in Seattle? Experienced personal injury trial lawyers, free consultation, no fee unless we win. Call 24/7.",
      indexable: false,
    },
  },
  {
    key: "tacoma",
    name: "Tacoma",
    heading: "Tacoma Personal Injury Lawyer",
    intro:
      "From the Port of Tacoma to the Hilltop, we help injured people in Pierce County get the care and compensation they need.",
    image: {
      src: "/images/cities/tacoma.webp",
      alt: "Illustration of Tacoma with port cranes and a dome at dusk",
      width: 1600,
      height: 640,
      small: { src: "/images/cities/tacoma-800.webp", width: 800 },
    },
    brand: "secondary",
    seo: {
      title: "Tacoma Personal Injury Lawyer | Free Consultation",
      description:
        "Injured in Tacoma or Pierce County? Our personal injury lawyers offer a free consultation and charge nothing unless we win. Call 24/7.",
      indexable: false,
    },
  },
  {
    key: "olympia",
    name: "Olympia",
    heading: "Olympia Personal Injury Lawyer",
    intro:
      "Serving injured people in Olympia and Thurston County, including state employees and students. Your consultation is free.",
    image: {
      src: "/images/cities/olympia.webp",
      alt: "Illustration of a capitol dome above Olympia at dusk",
      width: 1600,
      height: 640,
      small: { src: "/images/cities/olympia-800.webp", width: 800 },
    },
    brand: "secondary",
    seo: {
      title: "Olympia Personal Injury Lawyer | Free Consultation",
      description:
        "Hurt in Olympia, WA? We handle car crashes, government worker injuries, campus injuries and more. Free consultation, no fee unless we win.",
      indexable: false,
    },
  },
  {
    key: "port-orchard",
    name: "Port Orchard",
    heading: "Port Orchard Personal Injury Lawyer",
    intro:
      "Serving Port Orchard and Kitsap County, from the shipyard to the ferry docks. Call now for a free consultation.",
    image: {
      src: "/images/cities/port-orchard.webp",
      alt: "Illustration of the Port Orchard marina with a ferry on the water",
      width: 1600,
      height: 640,
      small: { src: "/images/cities/port-orchard-800.webp", width: 800 },
    },
    brand: "secondary",
    seo: {
      title: "Port Orchard Personal Injury Lawyer | Free Consultation",
      description:
        "Injured in Port Orchard or Kitsap County? Shipyard, ferry and car accident injury lawyers. Free consultation, no fee unless we win.",
      indexable: false,
    },
  },
];

export function findCity(key: string): City | undefined {
  return cities.find((c) => c.key === key);
}
