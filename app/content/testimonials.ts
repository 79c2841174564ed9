import type { Testimonial } from "./types";
import type { Localized } from "./i18n";

/** The six client testimonials of the carousel. Fictional placeholder clients. */
const en = [
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
] satisfies Testimonial[];

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = [
  {
    quote:
      "Después de mi choque en la Highway 167 no podía trabajar y las facturas seguían llegando. Ellos se encargaron de todas las llamadas de la aseguradora y me tuvieron al tanto en todo momento. Nunca me sentí sola.",
    name: "Maria T.",
    caseLabel: "Clienta, accidente de auto",
  },
  {
    quote:
      "La aseguradora de la compañía de camiones no nos ofrecía casi nada. Samuel y su equipo armaron el caso pieza por pieza, y el acuerdo final cubrió mis cirugías y los meses que estuve sin trabajar.",
    name: "Derek L.",
    caseLabel: "Cliente, accidente de camión",
  },
  {
    quote:
      "Todos daban por hecho que el motociclista tenía la culpa. Mi abogado encontró el video que demostraba lo contrario. Me trataron como a una persona, no como a un número de expediente.",
    name: "James R.",
    caseLabel: "Cliente, accidente de motocicleta",
  },
  {
    quote:
      "Perder a mi esposo ha sido lo peor que me ha pasado en la vida. Diane se encargó de todo con paciencia y cariño, y se aseguró de que la historia de mi esposo se escuchara.",
    name: "Linda K.",
    caseLabel: "Clienta, muerte por negligencia",
  },
  {
    quote:
      "Me resbalé en el piso mojado de una tienda, sin ningún letrero de advertencia, y me fracturé la muñeca. Llamé de noche, me devolvieron la llamada a la mañana siguiente y no pagué nada hasta que ganamos mi caso.",
    name: "Priya S.",
    caseLabel: "Clienta, resbalón y caída",
  },
  {
    quote:
      "A mi hijo lo mordió el perro de un vecino. Rebecca nos explicó la ley de Washington con palabras sencillas, consiguió que le pagaran el tratamiento y siempre estaba a una llamada de distancia.",
    name: "Anthony M.",
    caseLabel: "Cliente, mordedura de perro",
  },
];

export const testimonials: Localized<Testimonial[]> = { en, es };
