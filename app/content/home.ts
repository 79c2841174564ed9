/**
 * The home page's copy, section by section (in page order). Served only through the
 * home route's loader, so none of it is shipped in the client bundle twice.
 */
import { practicePath } from "../lib/addresses";
import { awards } from "./awards";
import { homeFaqs } from "./faqs";
import { firm } from "./firm";
import { practices } from "./practices";
import { testimonials } from "./testimonials";
import type { EmbeddedVideo, Point, SizedImage } from "./types";

const { claims, reviews } = firm;
const years = claims.superLawyersYears;

/** The practice tiles, in the order of the grid. */
const tileOrder = [
  "boating-accident-lawyer",
  "car-accident-lawyer",
  "catastrophic-injuries-lawyer",
  "dog-bite-accident-lawyer",
  "motorcycle-accident-lawyer",
  "premises-liability-accident-lawyer",
  "truck-accident-lawyer",
  "wrongful-death-accident-lawyer",
];

export interface PracticeTile {
  title: string;
  href: string;
  image: SizedImage;
}

const tiles: PracticeTile[] = tileOrder.map((slug) => {
  const p = practices.find((x) => x.slug === slug)!;
  return { title: p.name, href: practicePath(p.slug), image: p.image };
});

const videos: EmbeddedVideo[] = [
  {
    title: "What to Do After a Car Crash in Washington",
    embedUrl: "https://www.youtube-nocookie.com/embed/kS7rWcR4sh1",
    duration: "3:12",
    poster: {
      src: "/images/video-facades/what-to-do-after-a-crash.webp",
      alt: "Video still: a road at dusk with the title What to do after a crash",
      width: 640,
      height: 360,
    },
  },
  {
    title: "How Contingency Fees Work: No Fee Unless We Win",
    embedUrl: "https://www.youtube-nocookie.com/embed/cF9nTgFee02",
    duration: "2:38",
    poster: {
      src: "/images/video-facades/how-contingency-fees-work.webp",
      alt: "Video still: a desk with papers and the title How contingency fees work",
      width: 640,
      height: 360,
    },
  },
];

const lawyerCan: Point[] = [
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
];

const whyChoose: (Point & { stat: string })[] = [
  {
    stat: claims.combinedExperience,
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
    text: `Nine of our lawyers are former prosecutors. We know how the other side builds a case, and how to take it apart.`,
  },
  {
    stat: "$0",
    title: "No fee unless we win",
    text: "Your consultation is free and you pay no fee unless we win your case. No win, no fee.",
  },
];

const mapImage: SizedImage = {
  src: "/images/map-kent-office.webp",
  alt: `Street map of central Kent, WA with a pin on our office at ${firm.office.street}`,
  width: 1200,
  height: 450,
  small: { src: "/images/map-kent-office-640.webp", width: 640 },
};

const { latitude: lat, longitude: lon } = firm.office.geo;

export const homeContent = {
  hero: {
    eyebrow: "Kent, WA Personal Injury Lawyers",
    text: `Hurt in an accident? Call now: we answer 24/7. Your consultation is free, and you pay nothing unless we win.`,
    reviewCount: reviews.homeCount,
    video: { webm: "/media/hero-loop.webm", mp4: "/media/hero-loop.mp4" },
    poster: {
      src: "/media/hero-poster.webp",
      alt: "",
      width: 1280,
      height: 720,
      small: { src: "/media/hero-poster-640.webp", width: 640 },
    } satisfies SizedImage,
    attorney: {
      name: "Marcus Kestrel",
      role: "Managing Partner",
      photo: {
        src: "/images/attorney-hero.webp",
        alt: "Illustrated portrait of managing partner Marcus Kestrel in a dark suit and gold tie",
        width: 480,
        height: 600,
      } satisfies SizedImage,
    },
  },

  honor: {
    heading: `Named a Top Lawyer Every Year, ${years.from}-${years.to}`,
    text: `Our managing partner has been recognized by Super Lawyers as a top personal injury lawyer every single year from ${years.from} to ${years.to}.`,
    years: Array.from({ length: years.to - years.from + 1 }, (_, i) => String(years.from + i)),
    mantra: firm.mantra,
    mantraBy: "Marcus Kestrel, Managing Partner",
  },

  awards: {
    label: "Awards and recognition",
    items: awards,
  },

  intro: {
    heading: "Seriously Injured in Kent? You Don't Have to Face It Alone.",
    paragraphs: [
      "One moment can change everything: a crash on the West Valley Highway, a fall in a store, a dog that got loose. Suddenly there are doctors' appointments, missed shifts, and an insurance adjuster asking for a recorded statement.",
      `You have rights, and time limits: in Washington you usually have ${firm.filingLimit} to file a personal injury claim. Talking to a lawyer early protects the evidence and your claim. The consultation is free, and we answer 24/7.`,
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
    results: firm.results,
    resultsDisclaimer: firm.resultsDisclaimer,
    lawyerHeading: "What a personal injury lawyer can do for you",
    lawyerCan,
  },

  whyChoose: {
    heading: `Why Choose ${firm.brands.primary}`,
    intro: "Experienced trial lawyers who treat you like family, and who are paid only when you are.",
    points: whyChoose,
  },

  practiceAreas: {
    heading: "Practice Areas",
    intro: "Whatever happened, we have handled cases like yours. Choose an area to learn how we can help.",
    tiles,
    videosHeading: "Watch: Answers in a Few Minutes",
    videos,
  },

  faq: {
    heading: "Personal Injury FAQs",
    intro: "Straight answers to the questions we hear most. Don't see yours? Call us any time: it's free.",
    items: homeFaqs,
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
    mapImage,
    /** Read after "Show map" by screen readers. */
    mapButtonContext: "of our Kent office",
    mapTitle: `Map: ${firm.brands.primary}, ${firm.office.street}, ${firm.office.suite}, Kent, WA`,
    mapEmbedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${lon - 0.01},${lat - 0.005},${lon + 0.01},${lat + 0.005}&layer=mapnik&marker=${lat},${lon}`,
    directionsUrl: firm.office.mapUrl,
  },

  testimonials: {
    heading: "What Our Clients Say",
    items: testimonials,
  },
};

export type HomeContent = typeof homeContent;
