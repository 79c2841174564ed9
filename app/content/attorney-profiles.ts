/**
 * The full copy of the four attorney profiles, keyed by slug. Only the profile's
 * loader reads it. Fictional people: replace with the firm's real biographies.
 */
import { firm } from "./firm";
import type { AttorneyProfileCopy, ClosingCta } from "./types";

function closing(firstName: string): ClosingCta {
  return {
    heading: `Talk to ${firstName} About Your Case. Call Now.`,
    text: "We answer 24/7. Your consultation is free, and you pay nothing unless we win.",
    formLabel: "Request a Free Case Review",
  };
}

const years = firm.claims.superLawyersYears;

export const attorneyProfiles: Record<string, AttorneyProfileCopy> = {
  "marcus-kestrel": {
    bio: {
      heading: "About Marcus",
      paragraphs: [
        "Marcus Kestrel grew up in Kent and spent his college years behind the plate as a catcher, calling pitches and protecting his team. He still practices law the same way: he studies the other side, calls the plays, and never leaves his client exposed.",
        "Before founding the firm, Marcus served as a deputy prosecutor, trying dozens of cases to verdict. He learned how evidence is built and how juries decide, and he brought those lessons to the other side of the courtroom, where he has represented injured people for nearly two decades.",
        `Marcus has been named a top personal injury lawyer by Super Lawyers every year from ${years.from} to ${years.to}. He leads the firm's team of trial lawyers and still takes calls from new clients himself. His promise to each of them is simple: "${firm.mantra}"`,
      ],
    },
    practiceFocus: [
      "Car and truck accidents",
      "Catastrophic injuries",
      "Wrongful death",
      "Motorcycle accidents",
      "Insurance bad faith",
    ],
    highlights: [
      "Managing partner and founder",
      "Former deputy prosecutor",
      `Super Lawyers top lawyer, ${years.from}-${years.to}`,
      "Admitted in Washington State and federal court",
    ],
    closing: closing("Marcus"),
  },

  "diane-vance": {
    bio: {
      heading: "About Diane",
      paragraphs: [
        "Diane Vance has spent 34 years in Washington courtrooms. She has tried cases in nearly every county courthouse west of the Cascades, and insurers know her name when it appears on a claim.",
        "Diane began her career as a prosecutor before turning to personal injury law, and she has devoted the decades since to families facing the worst days of their lives. She is known for her calm, her preparation, and her patience with clients who are grieving or in pain.",
        "She mentors the firm's younger lawyers and leads its wrongful death practice. Clients say she explains every step in plain words and always returns their calls.",
      ],
    },
    practiceFocus: [
      "Wrongful death",
      "Premises liability and slip and fall",
      "Car accidents",
      "Dog bites and animal attacks",
      "Elder and vulnerable adult injuries",
    ],
    highlights: [
      "Partner, 34 years of experience",
      "Former prosecutor",
      "Hundreds of cases resolved for injured clients",
      "Frequent speaker on trial practice",
    ],
    closing: closing("Diane"),
  },

  "samuel-okafor": {
    bio: {
      heading: "About Samuel",
      paragraphs: [
        "Samuel Okafor leads the firm's truck accident and catastrophic injury team. These are the cases where the stakes are highest and the defense is strongest, and Samuel is known for building cases that insurers cannot ignore.",
        "He works closely with accident reconstructionists, physicians and life-care planners to show a jury the full cost of an injury over a lifetime. He has helped recover seven- and eight-figure results for clients with brain injuries, spinal cord injuries and amputations.",
        "As an equity partner, Samuel also oversees how the firm invests in its cases, so that no client ever has to accept less because the other side has deeper pockets.",
      ],
    },
    practiceFocus: [
      "Truck and commercial vehicle accidents",
      "Catastrophic injuries",
      "Traumatic brain and spinal cord injuries",
      "Workplace and construction accidents",
      "Boating accidents",
    ],
    highlights: [
      "Equity partner",
      "Leads the truck and catastrophic injury team",
      "Seven- and eight-figure results for injured clients",
      "Admitted in Washington State and federal court",
    ],
    closing: closing("Samuel"),
  },

  "rebecca-lindqvist": {
    bio: {
      heading: "About Rebecca",
      paragraphs: [
        "Rebecca Lindqvist is a seasoned trial attorney who prepares every case as if it will go to a jury, because that is how the best settlements are won. When a case does go to trial, she is ready.",
        "Before joining the firm, Rebecca tried criminal cases as a prosecutor, where she learned to tell a clear, honest story with the evidence. Today she uses those skills for people hurt in crashes, falls and attacks.",
        "Rebecca grew up in Pierce County and serves clients from Tacoma to Port Orchard. She is a familiar face in local courtrooms and a patient guide for clients facing the legal system for the first time.",
      ],
    },
    practiceFocus: [
      "Motorcycle accidents",
      "Car accidents",
      "Dog bites and animal attacks",
      "Assault and negligent security",
      "Premises liability",
    ],
    highlights: [
      "Partner and trial attorney",
      "Former prosecutor",
      "Dozens of jury trials to verdict",
      "Serves clients from Tacoma to Port Orchard",
    ],
    closing: closing("Rebecca"),
  },
};
