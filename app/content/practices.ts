import type { Practice } from "./types";

/**
 * The eight practice areas. Each is served at /kent-wa/{slug} (canonical) and
 * /seattle-wa/{slug}. Placeholder copy: replace with the firm's own.
 */
export const practices: Practice[] = [
  {
    slug: "car-accident-lawyer",
    name: "Car Accidents",
    heading: "Kent Car Accident Lawyer",
    intro:
      "Hurt in a crash that wasn't your fault? We deal with the insurance companies so you can focus on getting better.",
    image: {
      src: "/images/practices/car-accident-lawyer.webp",
      alt: "Illustration of a car on a wet road at dusk",
      width: 640,
      height: 426,
    },
    caseType: "car-accidents",
    brand: "primary",
    seo: {
      title: "Kent Car Accident Lawyer | Free Consultation 24/7",
      description:
        "Injured in a car accident in Kent, WA? Our car accident lawyers fight for full compensation. Free consultation, no fee unless we win. Call 24/7.",
      indexable: false,
    },
  },
  {
    slug: "truck-accident-lawyer",
    name: "Truck Accidents",
    heading: "Kent Truck Accident Lawyer",
    intro:
      "A loaded commercial truck can weigh 80,000 pounds. When one hits you, you need a lawyer who knows how trucking companies defend these cases.",
    image: {
      src: "/images/practices/truck-accident-lawyer.webp",
      alt: "Illustration of a semi truck on a highway",
      width: 640,
      height: 426,
    },
    caseType: "truck-accidents",
    brand: "primary",
    seo: {
      title: "Kent Truck Accident Lawyer | Free Consultation",
      description:
        "Hurt by a semi or commercial truck in Kent, WA? We take on trucking companies and their insurers. Free consultation, no fee unless we win.",
      indexable: false,
    },
  },
  {
    slug: "motorcycle-accident-lawyer",
    name: "Motorcycle Accidents",
    heading: "Kent Motorcycle Accident Lawyer",
    intro:
      "Riders are often blamed for crashes they did not cause. We push back, and we fight for the full value of your injuries.",
    image: {
      src: "/images/practices/motorcycle-accident-lawyer.webp",
      alt: "Illustration of a motorcycle on an open road",
      width: 640,
      height: 426,
    },
    caseType: "motorcycle-accidents",
    brand: "primary",
    seo: {
      title: "Kent Motorcycle Accident Lawyer | Free Consultation",
      description:
        "Injured in a motorcycle crash in Kent, WA? We stand up for riders against insurers. Free consultation, no fee unless we win. Call 24/7.",
      indexable: false,
    },
  },
  {
    slug: "boating-accident-lawyer",
    name: "Boating Accidents",
    heading: "Kent Boating Accident Lawyer",
    intro:
      "Accidents on Puget Sound, lakes and rivers raise their own legal questions. We know the rules on the water and how to prove fault.",
    image: {
      src: "/images/practices/boating-accident-lawyer.webp",
      alt: "Illustration of a sailboat on calm water under a full moon",
      width: 640,
      height: 426,
    },
    caseType: "boat-accidents",
    brand: "primary",
    seo: {
      title: "Kent Boating Accident Lawyer | Free Consultation",
      description:
        "Hurt in a boating accident in Washington? Our Kent lawyers handle boating and watercraft injury claims. Free consultation, no fee unless we win.",
      indexable: false,
    },
  },
  {
    slug: "dog-bite-accident-lawyer",
    name: "Dog Bites",
    heading: "Kent Dog Bite Lawyer",
    intro:
      "Washington holds dog owners strictly liable for most bites. We help you and your family recover the costs of treatment, scarring and trauma.",
    image: {
      src: "/images/practices/dog-bite-accident-lawyer.webp",
      alt: "Illustration of a dog with a collar, sitting",
      width: 640,
      height: 426,
    },
    caseType: "other",
    brand: "primary",
    seo: {
      title: "Kent Dog Bite Lawyer | Free Consultation",
      description:
        "Bitten or attacked by a dog in Kent, WA? Washington's strict liability law protects you. Free consultation, no fee unless we win.",
      indexable: false,
    },
  },
  {
    slug: "premises-liability-accident-lawyer",
    name: "Premises Liability",
    heading: "Kent Premises Liability Lawyer",
    intro:
      "Slipped on a wet floor, fell on broken stairs, or were hurt by unsafe property? Property owners must keep their premises reasonably safe.",
    image: {
      src: "/images/practices/premises-liability-accident-lawyer.webp",
      alt: "Illustration of a wet-floor sign beside a staircase",
      width: 640,
      height: 426,
    },
    caseType: "premises-liability",
    brand: "primary",
    seo: {
      title: "Kent Premises Liability & Slip and Fall Lawyer",
      description:
        "Hurt on someone else's property in Kent, WA? We handle slip and fall and unsafe property claims. Free consultation, no fee unless we win.",
      indexable: false,
    },
  },
  {
    slug: "wrongful-death-accident-lawyer",
    name: "Wrongful Death",
    heading: "Kent Wrongful Death Lawyer",
    intro:
      "Nothing can undo the loss of someone you love. We handle the legal work with care, so your family can grieve and seek accountability.",
    image: {
      src: "/images/practices/wrongful-death-accident-lawyer.webp",
      alt: "Illustration of a white lily beside a candle",
      width: 640,
      height: 426,
    },
    caseType: "wrongful-death",
    brand: "primary",
    seo: {
      title: "Kent Wrongful Death Lawyer | Compassionate Help",
      description:
        "Lost a loved one because of someone else's negligence? Our Kent wrongful death lawyers help families seek justice. Free, confidential consultation.",
      indexable: false,
    },
  },
  {
    slug: "catastrophic-injuries-lawyer",
    name: "Catastrophic Injuries",
    heading: "Kent Catastrophic Injury Lawyer",
    intro:
      "Brain injuries, spinal cord injuries, amputations and severe burns change a whole life. Your claim must cover a lifetime of care.",
    image: {
      src: "/images/practices/catastrophic-injuries-lawyer.webp",
      alt: "Illustration of a hospital cross and a bandage",
      width: 640,
      height: 426,
    },
    caseType: "other",
    brand: "primary",
    seo: {
      title: "Kent Catastrophic Injury Lawyer | Free Consultation",
      description:
        "Suffered a brain, spinal cord or other life-changing injury in Washington? We build claims that cover a lifetime of care. Free consultation.",
      indexable: false,
    },
  },
];

export function findPractice(slug: string): Practice | undefined {
  return practices.find((p) => p.slug === slug);
}
