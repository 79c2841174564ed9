import type { Testimonial } from "./types";

/** The six client testimonials of the carousel. Fictional placeholder clients. */
export const testimonials: Testimonial[] = [
  {
    quote:
      "After my crash on Highway 167 I couldn't work and the bills kept coming. They took every call from the insurance company off my plate and kept me informed the whole way. I never felt alone.",
    name: "Maria T.",
    caseLabel: "Car accident client",
  },
  {
    quote:
      "The trucking company's insurer offered us almost nothing. Samuel and his team built the case piece by piece, and the final settlement covered my surgeries and the months I was out of work.",
    name: "Derek L.",
    caseLabel: "Truck accident client",
  },
  {
    quote:
      "Everyone assumed the motorcyclist was to blame. My lawyer found the video that showed otherwise. They treated me like a person, not a file number.",
    name: "James R.",
    caseLabel: "Motorcycle accident client",
  },
  {
    quote:
      "Losing my husband was the worst thing that has ever happened to me. Diane handled everything with patience and kindness, and she made sure his story was heard.",
    name: "Linda K.",
    caseLabel: "Wrongful death client",
  },
  {
    quote:
      "I slipped on an unmarked wet floor at a store and broke my wrist. I called at night, got a call back the next morning, and paid nothing until my case was won.",
    name: "Priya S.",
    caseLabel: "Slip and fall client",
  },
  {
    quote:
      "My son was bitten by a neighbor's dog. Rebecca explained Washington's law in plain words, got his treatment paid for, and was always a phone call away.",
    name: "Anthony M.",
    caseLabel: "Dog bite client",
  },
];
