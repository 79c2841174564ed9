import type { Testimonial } from "./types";
import type { Localized } from "./i18n";

/**
 * Twelve client testimonials: the home page's carousel shows the first six, the reviews
 * page all twelve. Fictional placeholder clients: replace with real, approved ones.
 */
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
    quote: "Everyone assumed the motorcyclist was to blame. My lawyer found the video that showed otherwise. They treated me like a person, not a file number.",
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
  {
    quote:
      "A delivery van ran a red light in Kent and I spent a week in the hospital. My attorney met me there, handled the bills with the insurers and explained every step in a way I could follow.",
    name: "Carlos V.",
    caseLabel: "Car accident client",
  },
  {
    quote:
      "I fell down a broken stairway at my apartment complex. The owner said it was my fault. The team gathered the repair requests other tenants had made for months, and the case settled before trial.",
    name: "Denise W.",
    caseLabel: "Premises liability client",
  },
  {
    quote:
      "After my husband's boating accident on Lake Washington we didn't know where to begin. They found the rental company's maintenance records and kept us informed at every turn.",
    name: "Hannah O.",
    caseLabel: "Boating accident client",
  },
  {
    quote:
      "My spinal cord injury changed everything for our family. Samuel brought in the doctors and planners we needed to show what my care will cost for the rest of my life.",
    name: "Robert N.",
    caseLabel: "Catastrophic injury client",
  },
  {
    quote:
      "The other driver's insurer kept calling me for a recorded statement. One call to the firm and the calls stopped. They answered my questions in Spanish and in English.",
    name: "Guadalupe R.",
    caseLabel: "Car accident client",
  },
  {
    quote:
      "I was hit on my motorcycle on the West Valley Highway. Rebecca prepared the case for a jury from day one, and I always knew what was happening and why.",
    name: "Kevin P.",
    caseLabel: "Motorcycle accident client",
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
  {
    quote:
      "Una camioneta de reparto se pasó un semáforo en rojo en Kent y pasé una semana en el hospital. Mi abogado fue a verme allí, se encargó de las facturas con las aseguradoras y me explicó cada paso de una manera que yo podía entender.",
    name: "Carlos V.",
    caseLabel: "Cliente, accidente de auto",
  },
  {
    quote:
      "Me caí en una escalera rota del complejo de apartamentos donde vivo. El dueño decía que fue culpa mía. El equipo reunió las solicitudes de reparación que otros inquilinos habían hecho durante meses, y el caso se resolvió antes del juicio.",
    name: "Denise W.",
    caseLabel: "Clienta, lesiones en propiedad ajena",
  },
  {
    quote:
      "Después del accidente de mi esposo en una lancha en el lago Washington no sabíamos por dónde empezar. Encontraron los registros de mantenimiento de la empresa de alquiler y nos mantuvieron informados en todo momento.",
    name: "Hannah O.",
    caseLabel: "Clienta, accidente de bote o lancha",
  },
  {
    quote:
      "Mi lesión de la médula espinal le cambió la vida a toda mi familia. Samuel trajo a los médicos y especialistas que hacían falta para demostrar lo que costará mi cuidado el resto de mi vida.",
    name: "Robert N.",
    caseLabel: "Cliente, lesión catastrófica",
  },
  {
    quote:
      "La aseguradora del otro conductor me llamaba una y otra vez para que diera una declaración grabada. Con una sola llamada al bufete, las llamadas se acabaron. Me contestaron todas las preguntas en español y en inglés.",
    name: "Guadalupe R.",
    caseLabel: "Clienta, accidente de auto",
  },
  {
    quote:
      "Me chocaron cuando iba en mi motocicleta por la West Valley Highway. Rebecca preparó el caso para un jurado desde el primer día, y yo siempre supe qué estaba pasando y por qué.",
    name: "Kevin P.",
    caseLabel: "Cliente, accidente de motocicleta",
  },
];

export const testimonials: Localized<Testimonial[]> = { en, es };

/** The carousel's six (the home page). */
export const carouselTestimonials: Localized<Testimonial[]> = { en: en.slice(0, 6), es: es.slice(0, 6) };
