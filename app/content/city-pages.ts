/**
 * The full copy of the city pages (Areas We Serve), keyed by city. Only the city
 * page's loader reads it. Placeholder copy: have the firm review it before launch.
 */
import { practicePath } from "../lib/addresses";
import { firm } from "./firm";
import type { CaseCard, CityPageCopy, ClosingCta } from "./types";

const o = firm.office;
const officeAddress = `${o.street}, ${o.suite}, ${o.city}, ${o.region} ${o.postalCode}`;
const primary = firm.brands.primary;
const secondary = firm.brands.secondary;

/** Case-type cards several cities share; each links to its practice page. */
const card = {
  car: {
    title: "Car Accidents",
    text: "Rear-end, T-bone and highway crashes. We handle the insurers while you heal.",
    href: practicePath("car-accident-lawyer"),
  },
  truck: {
    title: "Truck Accidents",
    text: "Crashes with semis and commercial vehicles, where the evidence must be saved fast.",
    href: practicePath("truck-accident-lawyer"),
  },
  motorcycle: {
    title: "Motorcycle Accidents",
    text: "Riders hurt by careless drivers, and blamed for crashes they did not cause.",
    href: practicePath("motorcycle-accident-lawyer"),
  },
  slipFall: {
    title: "Slip and Fall",
    text: "Falls on wet floors, broken stairs and icy walkways on property someone else controls.",
    href: practicePath("premises-liability-accident-lawyer"),
  },
  dogBite: {
    title: "Dog Bites",
    text: "Bites and animal attacks, where Washington law holds the owner responsible.",
    href: practicePath("dog-bite-accident-lawyer"),
  },
  wrongfulDeath: {
    title: "Wrongful Death",
    text: "Compassionate help for families who lost someone to another's negligence.",
    href: practicePath("wrongful-death-accident-lawyer"),
  },
} satisfies Record<string, CaseCard>;

function closing(city: string, formLabel = "Request a Free Case Review"): ClosingCta {
  return {
    heading: `Hurt in ${city}? Call Now, 24/7.`,
    text: "Talk to a lawyer today. Your consultation is free, and you pay nothing unless we win.",
    formLabel,
  };
}

/** Reasons every city page gives, after its own. */
const sharedReasons = [
  "Free consultation, and no fee unless we win",
  "Available 24/7, including nights and weekends",
  `${firm.claims.combinedExperience} of combined experience, with nine former prosecutors`,
  `Rated ${firm.reviews.rating} stars in ${firm.reviews.count} five-star reviews`,
];

export const cityPages: Record<string, CityPageCopy> = {
  kent: {
    local: {
      heading: "Your Neighborhood Injury Lawyers in Kent",
      paragraphs: [
        `${primary} is a Kent firm. Our office is at ${officeAddress}, a few minutes from Kent Station and the West Valley Highway, with free parking at the door.`,
        "We have represented people hurt on Highway 167, on East Hill, in the warehouses of the Kent Valley and at the shops downtown. We know the local courts, the local hospitals and the local insurers' tactics.",
        "Can't come to us? We will come to you, at home or in the hospital. Call now: we answer 24/7 and the first consultation is always free.",
      ],
    },
    whyChoose: {
      heading: `Why Kent Chooses ${primary}`,
      items: ["A local office, in Suite 130 on Riverbend Plaza", "Lawyers who live and work in South King County", ...sharedReasons],
    },
    caseTypes: {
      heading: "Cases We Handle in Kent",
      intro: "Whatever happened, we have handled cases like yours.",
      cards: [card.car, card.truck, card.motorcycle, card.slipFall, card.dogBite, card.wrongfulDeath],
    },
    closing: closing("Kent"),
  },

  seattle: {
    local: {
      heading: "Serving Injured People Across Seattle",
      paragraphs: [
        `From I-5 and SR 99 to the bike lanes of Capitol Hill, Seattle's streets are busy and crowded. When someone else's carelessness hurts you, ${secondary} is here to help.`,
        `Our trial lawyers represent Seattle residents and visitors in King County courts. We meet clients in Seattle by appointment, by video, or at our office in Kent, ${o.suite}, just 20 minutes south of downtown.`,
        "Call now, day or night. The consultation is free and you pay nothing unless we win.",
      ],
    },
    whyChoose: {
      heading: "Why Seattle Clients Choose Us",
      items: ["Experience in King County courts", "We meet you where it is easiest for you", ...sharedReasons],
    },
    caseTypes: {
      heading: "Seattle Injury Cases We Handle",
      intro: "Six of the most common cases we take on for Seattle clients.",
      cards: [
        card.car,
        {
          title: "Pedestrian and Bicycle Accidents",
          text: "People on foot or on a bike hurt by drivers in city traffic.",
        },
        card.truck,
        card.motorcycle,
        card.slipFall,
        card.wrongfulDeath,
      ],
    },
    closing: closing("Seattle"),
  },

  tacoma: {
    local: {
      heading: "Serving Injured People in Tacoma and Pierce County",
      paragraphs: [
        `Tacoma is a working city, with the port, the freight corridors of I-5 and SR 509, and heavy truck traffic every day. ${secondary} helps people hurt on its roads, at its job sites and on its properties.`,
        `We represent clients in Pierce County courts and meet them in Tacoma by appointment, by video, or at our Kent office, ${o.suite}, a short drive up the valley.`,
        "Call now, 24/7. The consultation is free and you pay nothing unless we win.",
      ],
    },
    whyChoose: {
      heading: "Why Tacoma Clients Choose Us",
      items: ["Experience in Pierce County courts", "Strong truck and port-accident experience", ...sharedReasons],
    },
    caseTypes: {
      heading: "Tacoma Injury Cases We Handle",
      intro: "Six of the most common cases we take on for Tacoma clients.",
      cards: [card.car, card.truck, card.motorcycle, card.slipFall, card.dogBite, card.wrongfulDeath],
    },
    closing: closing("Tacoma"),
  },

  olympia: {
    local: {
      heading: "Local Service for Olympia and Thurston County",
      paragraphs: [
        `Olympia is home to the state government, three college campuses and busy stretches of I-5 and US 101. ${secondary} helps the people who live, work and study here when an accident turns life upside down.`,
        "Injuries involving state agencies and public employers come with special notice rules and shorter deadlines. We know them, and we make sure your claim is filed correctly and on time.",
        "We meet clients in Olympia by appointment or by video. Call now, 24/7: the consultation is free.",
      ],
    },
    whyChoose: {
      heading: "Reasons to Choose Us in Olympia",
      items: [
        "We know the rules for claims against government agencies",
        "Experience with injuries to state workers and students",
        ...sharedReasons,
      ],
    },
    caseTypes: {
      heading: "Olympia Injury Cases We Handle",
      intro: "Six kinds of cases we handle most often for Olympia clients.",
      cards: [
        card.car,
        {
          title: "Government Worker Injuries",
          text: "State and public employees hurt on the job or by a third party while working.",
        },
        card.slipFall,
        card.truck,
        {
          title: "Campus Injuries",
          text: "Students and visitors hurt on college campuses, in dorms or at campus events.",
        },
        card.wrongfulDeath,
      ],
    },
    closing: {
      heading: "Hurt in Olympia? Contact Us Today.",
      text: "Call now, 24/7, or send us your case. The consultation is free, and you pay nothing unless we win.",
      formLabel: "Contact Us",
    },
  },

  "port-orchard": {
    local: {
      heading: "Serving Port Orchard and Kitsap County",
      paragraphs: [
        `Port Orchard sits between the shipyard, the ferry docks and busy SR 16. ${secondary} helps shipyard workers, ferry riders, service members and families hurt in accidents across Kitsap County.`,
        "Injuries at a shipyard, on a ferry or on a military base can involve federal and maritime law as well as Washington law, with their own deadlines. We help you understand your options before time runs out.",
        "We meet clients in Port Orchard by appointment or by video. Call now, 24/7: the consultation is free.",
      ],
    },
    whyChoose: {
      heading: "Reasons to Choose Us in Port Orchard",
      items: [
        "Experience with maritime, ferry and shipyard claims",
        "We help service members and their families",
        ...sharedReasons,
      ],
    },
    caseTypes: {
      heading: "Port Orchard Injury Cases We Handle",
      intro: "Six kinds of cases we handle most often for Kitsap County clients.",
      cards: [
        card.car,
        {
          title: "Shipyard Injuries",
          text: "Workers and contractors hurt by equipment, falls or toxic exposure at the shipyard.",
        },
        {
          title: "Ferry Accidents",
          text: "Passengers and crew injured on ferries, at terminals or on the loading ramps.",
        },
        {
          title: "Military Base Injuries",
          text: "Civilians, contractors and families hurt on or near a military installation.",
        },
        card.slipFall,
        card.wrongfulDeath,
      ],
    },
    closing: closing("Port Orchard"),
  },
};
