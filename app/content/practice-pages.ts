/**
 * The full copy of the eight practice pages, keyed by slug. Kept apart from
 * practices.ts (which the header menu ships to the browser) so that only the page's
 * loader reads it. Placeholder copy: have the firm review it before launch.
 */
import { firm } from "./firm";
import type { ClosingCta, PracticePageCopy } from "./types";

const name = firm.brands.primary;
const filingLimit = firm.filingLimit;

/** Reasons every practice page gives, after the ones specific to the practice. */
const sharedReasons = [
  "Free consultation, and no fee unless we win your case",
  "Available 24/7: call tonight and talk to our team",
  `${firm.claims.combinedExperience} of combined experience and nine former prosecutors on our team`,
  "Trial lawyers who prepare every case as if it will go to a jury",
];

function closing(what: string): ClosingCta {
  return {
    heading: `Hurt in ${what}? Call Now.`,
    text: `We answer 24/7, the consultation is free, and you pay nothing unless we win. The sooner you call, the sooner we can protect your claim.`,
    formLabel: "Request a Free Case Review",
  };
}

export const practicePages: Record<string, PracticePageCopy> = {
  "car-accident-lawyer": {
    explainer: {
      heading: "How a Kent Car Accident Lawyer Helps You",
      paragraphs: [
        "After a car accident, the other driver's insurer moves fast. An adjuster may call within days, friendly and eager to settle, before you even know how badly you are hurt. Their goal is to close your claim for as little as possible.",
        `When you hire ${name}, we take over those calls. We collect the police report, photos, dash-cam and traffic-camera footage, and witness statements, and we work with your doctors to document every injury. Then we demand the full value of your claim: medical bills, future treatment, lost wages, and your pain and suffering.`,
        `Washington gives you ${filingLimit} to file a lawsuit after most crashes, and you can recover damages even if you were partly at fault. Don't let the deadline or a low first offer decide your case for you.`,
      ],
    },
    whyChoose: {
      heading: "Why Choose Us After a Car Accident",
      items: [
        "We handle claims with your own insurer too: Personal Injury Protection (PIP) and uninsured or underinsured motorist (UIM) coverage",
        "We work with accident reconstruction experts when fault is disputed",
        ...sharedReasons,
      ],
    },
    typical: {
      heading: "Common Car Accident Injuries We Handle",
      intro: "Some injuries show up days after a crash. Get checked, even if you feel fine.",
      items: [
        "Whiplash and other neck and back injuries",
        "Concussions and traumatic brain injuries",
        "Broken bones and fractures",
        "Herniated or bulging discs",
        "Knee, shoulder and wrist injuries",
        "Cuts, burns and scarring",
        "Post-traumatic stress after a crash",
      ],
    },
    closing: closing("a car accident"),
    faqs: {
      heading: "Car Accident Questions",
      items: [
        {
          question: "How long do I have to file a car accident claim in Washington?",
          answer: `In most cases you have ${filingLimit} from the date of the crash to file a lawsuit. Claims against a city, county or the state have extra notice rules, so call us early.`,
        },
        {
          question: "What if I was partly to blame for the crash?",
          answer:
            "Washington follows a comparative fault rule: you can still recover damages, reduced by your share of fault. If you were 20% at fault, you can recover 80% of your damages.",
        },
        {
          question: "How much does a car accident lawyer cost?",
          answer:
            "Nothing up front. The consultation is free and we work on a contingency fee: we are paid only if we win a settlement or verdict for you.",
        },
      ],
    },
  },

  "truck-accident-lawyer": {
    explainer: {
      heading: "Why Truck Accident Cases Are Different",
      paragraphs: [
        "A fully loaded 80,000-pound commercial vehicle weighs twenty times more than a family car. When a truck that heavy collides with a passenger vehicle, the injuries are often severe and the medical bills are high.",
        "Trucking companies and their insurers send investigators to the scene within hours. They know the evidence that matters: the driver's hours-of-service logs, the electronic logging device, maintenance records, the truck's black box and the load itself. Some of it can be erased or overwritten within weeks.",
        `${name} moves just as fast. We send preservation letters, hire reconstruction experts, and look at everyone who may share responsibility: the driver, the carrier, the shipper, the loader, and the company that maintained the truck.`,
      ],
    },
    whyChoose: {
      heading: "Why Choose Us After a Truck Accident",
      items: [
        "We know the federal trucking safety rules and how carriers break them",
        "We act quickly to preserve black-box data and driver logs",
        ...sharedReasons,
      ],
    },
    typical: {
      heading: "Common Causes of Truck Accidents",
      intro: "Most truck crashes are preventable. These are the causes we see most often.",
      items: [
        "Driver fatigue and hours-of-service violations",
        "Speeding and following too closely",
        "Overloaded or badly secured cargo",
        "Brake and tire failures from poor maintenance",
        "Distracted or impaired driving",
        "Wide turns and blind-spot lane changes",
        "Jackknife and rollover crashes",
      ],
    },
    closing: closing("a truck accident"),
  },

  "motorcycle-accident-lawyer": {
    explainer: {
      heading: "Standing Up for Injured Riders",
      paragraphs: [
        "Motorcycle riders have almost no protection in a crash, so even a low-speed collision can mean broken bones, road rash or a head injury. And too often, insurers assume the rider was speeding or reckless.",
        `At ${name}, we start from the facts. We inspect the bike and the scene, find witnesses and video, and work with experts who understand motorcycle dynamics. Many crashes happen because a driver turned left in front of a rider or changed lanes without looking, and we prove it.`,
        "Under Washington's comparative fault rule, you can recover damages even if the insurer argues you share some of the blame. Let us answer that argument for you.",
      ],
    },
    whyChoose: {
      heading: "Why Riders Choose Us",
      items: [
        "We fight the bias against motorcyclists with evidence, not opinion",
        "We know the value of serious, long-term injuries and lost riding years",
        ...sharedReasons,
      ],
    },
    typical: {
      heading: "Typical Motorcycle Accident Injuries",
      items: [
        "Head and facial injuries, even with a helmet: concussions, broken jaws and teeth",
        "Shoulder and arm nerve damage (brachial plexus) from bracing for a fall",
        "Broken legs, ankles and feet crushed under the bike",
        "Road rash, burns from the exhaust and skin grafts",
        "Broken collarbones, wrists and ribs",
        "Back and neck injuries that keep you off the bike for months",
      ],
    },
    closing: closing("a motorcycle accident"),
  },

  "boating-accident-lawyer": {
    explainer: {
      heading: "Help After a Boating or Watercraft Accident",
      paragraphs: [
        "Western Washington lives on the water, from Lake Meridian and Lake Washington to the Green River and Puget Sound. When a boat operator is careless, drunk or untrained, passengers, swimmers and other boaters pay the price.",
        "Boating cases can involve state law, federal maritime law, rental companies, charter operators and several insurance policies at once. Deadlines can be shorter than for a car crash, so it pays to get advice early.",
        `${name} investigates what happened on the water, identifies every party responsible, and builds the claim that covers your injuries, your lost income and your recovery.`,
      ],
    },
    whyChoose: {
      heading: "Why Choose Us After a Boating Accident",
      items: [
        "We handle claims under both Washington and maritime law",
        "We work with marine investigators and safety experts",
        ...sharedReasons,
      ],
    },
    typical: {
      heading: "Common Causes of Boating Accidents",
      items: [
        "Operating a boat under the influence",
        "Speeding or reckless operation",
        "Inexperienced or untrained operators",
        "Failure to keep a proper lookout",
        "Jet ski and personal watercraft collisions",
        "Defective boats, engines or safety equipment",
        "Missing life jackets or unsafe rental boats",
      ],
    },
    closing: closing("a boating accident"),
  },

  "dog-bite-accident-lawyer": {
    explainer: {
      heading: "Your Rights After a Dog Bite in Washington",
      paragraphs: [
        "A dog bite can cause deep wounds, infections, nerve damage and lasting scars, and the fear can stay long after the wounds heal. Children are bitten most often, and usually on the face.",
        "Washington's dog bite law makes the owner responsible for a bite in a public place or where you were lawfully present, even if the dog had never bitten anyone before. Most claims are paid by the owner's homeowner's or renter's insurance, not out of a neighbor's pocket.",
        `${name} handles the claim with care, collects the medical and animal-control records, and makes sure the settlement covers future treatment such as scar revision and counselling.`,
      ],
    },
    whyChoose: {
      heading: "Why Families Choose Us After a Dog Bite",
      items: [
        "We deal with the owner's insurer so you don't have to confront a neighbor",
        "We account for future care, scar treatment and emotional harm",
        ...sharedReasons,
      ],
    },
    typical: {
      heading: "Typical Dog Bite and Animal Attack Injuries",
      items: [
        "Puncture wounds and torn skin",
        "Facial injuries and scarring",
        "Infections, including rabies treatment",
        "Nerve and tendon damage",
        "Broken bones from being knocked down",
        "Anxiety and post-traumatic stress, especially in children",
      ],
    },
    closing: closing("a dog bite or animal attack"),
  },

  "premises-liability-accident-lawyer": {
    explainer: {
      heading: "When Unsafe Property Causes an Injury",
      paragraphs: [
        "Stores, apartment complexes, parking garages and other property owners have a duty to find and fix hazards, or at least warn visitors about them. When they cut corners, people get hurt.",
        "These cases turn on proof: how long the hazard was there, whether the owner knew or should have known, and what they did about it. Surveillance video is often deleted within days, so quick action matters.",
        `${name} moves to preserve the footage and incident reports, photographs the scene, and finds witnesses. Then we hold the owner and its insurer responsible for your injuries.`,
      ],
    },
    whyChoose: {
      heading: "Why Choose Us for a Premises Liability Claim",
      items: [
        "We act fast to preserve video and incident reports",
        "We know the inspection and maintenance standards owners must meet",
        ...sharedReasons,
      ],
    },
    typical: {
      heading: "Common Premises Liability Cases",
      items: [
        "Slip and fall on wet, icy or uneven floors",
        "Trip and fall on broken stairs, sidewalks or parking lots",
        "Poor lighting and missing handrails",
        "Falling merchandise in stores",
        "Negligent security and assaults on the property",
        "Swimming pool and playground injuries",
        "Elevator and escalator accidents",
      ],
    },
    closing: closing("a slip and fall or on unsafe property"),
  },

  "wrongful-death-accident-lawyer": {
    explainer: {
      heading: "Compassionate Help for Grieving Families",
      paragraphs: [
        "When a loved one dies because of someone else's carelessness, a family is left with grief, questions and often money worries. A wrongful death claim cannot bring them back, but it can hold those responsible to account and protect your family's future.",
        "In Washington, a wrongful death claim is brought by the personal representative of the estate, for the benefit of the spouse, children and in some cases parents or siblings. It can cover lost financial support, funeral costs, and the loss of love, care and companionship.",
        `${name} handles every step, from opening the estate to dealing with insurers, at a pace that respects your family. You will always know where the case stands.`,
      ],
    },
    whyChoose: {
      heading: "Why Families Trust Us",
      items: [
        "A senior partner guides your case from the first call to the end",
        "We handle the estate and probate steps the claim requires",
        ...sharedReasons,
      ],
    },
    typical: {
      heading: "Wrongful Death Cases We Handle",
      items: [
        "Fatal car, truck and motorcycle crashes",
        "Pedestrian and bicycle deaths",
        "Fatal workplace and construction accidents",
        "Deaths caused by unsafe property or negligent security",
        "Boating and drowning accidents",
        "Deaths from assault or intentional harm",
      ],
    },
    closing: {
      heading: "We Are Here When You Are Ready. Call Now.",
      text: "Talk to us in confidence, 24/7. The consultation is free, and your family pays nothing unless we win.",
      formLabel: "Request a Free, Confidential Consultation",
    },
  },

  "catastrophic-injuries-lawyer": {
    explainer: {
      heading: "Planning for a Lifetime of Care",
      paragraphs: [
        "A catastrophic injury changes how you live, work and care for your family, often for the rest of your life. The costs go far beyond the hospital bill: rehabilitation, home changes, equipment, in-home care and years of lost income.",
        "Insurers know these claims are large, and they defend them hard. To prove the full value, we work with your doctors and with life-care planners, vocational experts and economists who put a number on what you will need, year by year.",
        `${name} has recovered seven- and eight-figure results for clients with life-changing injuries. We are ready to take your case to trial if that is what it takes.`,
      ],
    },
    whyChoose: {
      heading: "Why Choose Us for a Catastrophic Injury",
      items: [
        "We build life-care plans that cover your future, not just today",
        "We have the resources to take on large corporations and insurers",
        ...sharedReasons,
      ],
    },
    typical: {
      heading: "Catastrophic Injuries We Handle",
      items: [
        "Traumatic brain injuries",
        "Spinal cord injuries and paralysis",
        "Amputations and limb loss",
        "Severe burns",
        "Loss of vision or hearing",
        "Crush injuries and multiple fractures",
      ],
    },
    closing: closing("a life-changing accident"),
  },
};
