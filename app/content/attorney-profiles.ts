/** The attorney profiles' full copy by slug; only app/routes/attorney.tsx imports it, so it ships with that
 * route alone. Fictional people: replace with the firm's real biographies. */
import { firm, firmWords } from "./firm";
import type { AttorneyProfileCopy, ClosingCta } from "./types";
import type { Localized } from "./i18n";

function closing(firstName: string): ClosingCta {
  return {
    heading: `Talk to ${firstName} About Your Case. Call Now.`,
    text: "We answer 24/7. Your consultation is free, and you pay nothing unless we win.",
    formLabel: "Request a Free Case Review",
  };
}

function closingEs(firstName: string): ClosingCta {
  return {
    heading: `Hable con ${firstName} sobre su caso. Llame ahora.`,
    text: "Contestamos las 24 horas, los 7 días de la semana. Su consulta es gratis y usted no paga nada si no ganamos.",
    formLabel: "Pida su consulta gratis",
  };
}

const years = firm.claims.superLawyersYears;

const en = {
  "marcus-kestrel": {
    bio: {
      heading: "About Marcus",
      paragraphs: [
        "Marcus Kestrel grew up in Kent and spent his college years behind the plate as a catcher, calling pitches and protecting his team. He still practices law the same way: he studies the other side, calls the plays, and never leaves his client exposed.",
        "Before founding the firm, Marcus served as a deputy prosecutor, trying dozens of cases to verdict. He learned how evidence is built and how juries decide, and he brought those lessons to the other side of the courtroom, where he has represented injured people for nearly two decades.",
        `Marcus has been named a top personal injury lawyer by Super Lawyers every year from ${years.from} to ${years.to}. He leads the firm's team of trial lawyers and still takes calls from new clients himself. His promise to each of them is simple: "${firmWords.en.mantra}"`,
      ],
    },
    practiceFocus: ["Car and truck accidents", "Catastrophic injuries", "Wrongful death", "Motorcycle accidents", "Insurance bad faith"],
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
    practiceFocus: ["Motorcycle accidents", "Car accidents", "Dog bites and animal attacks", "Assault and negligent security", "Premises liability"],
    highlights: ["Partner and trial attorney", "Former prosecutor", "Dozens of jury trials to verdict", "Serves clients from Tacoma to Port Orchard"],
    closing: closing("Rebecca"),
  },
} satisfies Record<string, AttorneyProfileCopy>;

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  "marcus-kestrel": {
    bio: {
      heading: "Sobre Marcus",
      paragraphs: [
        "Marcus Kestrel creció en Kent y pasó sus años de universidad detrás del plato como receptor, dando las señas al lanzador y protegiendo a su equipo. Hoy ejerce el derecho de la misma manera: estudia a la parte contraria, dirige el juego y nunca deja a su cliente desprotegido.",
        "Antes de fundar el bufete, Marcus fue fiscal adjunto y llevó decenas de casos hasta el veredicto. Aprendió cómo se arman las pruebas y cómo decide un jurado. Luego se pasó al otro lado de la sala, y desde hace casi dos décadas usa esa experiencia para representar a personas lesionadas.",
        `Super Lawyers ha nombrado a Marcus uno de los mejores abogados de lesiones personales todos los años, de ${years.from} a ${years.to}. Dirige el equipo de abogados litigantes del bufete y todavía contesta él mismo las llamadas de clientes nuevos. Su promesa a cada uno es sencilla: “${firmWords.es.mantra}”`,
      ],
    },
    practiceFocus: [
      "Accidentes de auto y de camión",
      "Lesiones catastróficas",
      "Muerte por negligencia",
      "Accidentes de motocicleta",
      "Mala fe de las aseguradoras",
    ],
    highlights: [
      "Socio director y fundador",
      "Exfiscal adjunto",
      `Reconocido por Super Lawyers, ${years.from}-${years.to}`,
      "Autorizado para ejercer en el estado de Washington y ante tribunales federales",
    ],
    closing: closingEs("Marcus"),
  },

  "diane-vance": {
    bio: {
      heading: "Sobre Diane",
      paragraphs: [
        "Diane Vance lleva 34 años en los tribunales de Washington. Ha llevado juicios en casi todos los tribunales de condado al oeste de la cordillera de las Cascadas, y las aseguradoras reconocen su nombre cuando lo ven en un reclamo.",
        "Diane empezó su carrera como fiscal y después se dedicó a las lesiones personales. Desde entonces, por décadas, ha acompañado a familias en los peores días de su vida. Se le conoce por su calma, su preparación y su paciencia con los clientes que están de luto o con dolor.",
        "Es mentora de los abogados más jóvenes del bufete y dirige el área de muerte por negligencia. Sus clientes dicen que les explica cada paso con palabras sencillas y que siempre les devuelve las llamadas.",
      ],
    },
    practiceFocus: [
      "Muerte por negligencia",
      "Lesiones en propiedad ajena, resbalones y caídas",
      "Accidentes de auto",
      "Mordeduras de perro y ataques de animales",
      "Lesiones de personas mayores y adultos vulnerables",
    ],
    highlights: [
      "Socia, con 34 años de experiencia",
      "Exfiscal",
      "Cientos de casos resueltos para clientes lesionados",
      "Da charlas con frecuencia sobre la práctica de juicios",
    ],
    closing: closingEs("Diane"),
  },

  "samuel-okafor": {
    bio: {
      heading: "Sobre Samuel",
      paragraphs: [
        "Samuel Okafor dirige el equipo del bufete para accidentes de camión y lesiones catastróficas. En estos casos es donde más está en juego y donde la defensa es más fuerte, y Samuel es conocido por armar casos que las aseguradoras no pueden ignorar.",
        "Trabaja de cerca con expertos en reconstrucción de accidentes, médicos y especialistas en planes de cuidado de por vida para mostrarle al jurado lo que una lesión cuesta a lo largo de toda una vida. Ha ayudado a obtener resultados de siete y ocho cifras para clientes con lesiones cerebrales, lesiones de la médula espinal y amputaciones.",
        "Como socio del bufete, Samuel también decide cuánto invierte el bufete en cada caso, para que ningún cliente tenga que aceptar menos solo porque la otra parte tiene más dinero.",
      ],
    },
    practiceFocus: [
      "Accidentes de camión y de vehículos comerciales",
      "Lesiones catastróficas",
      "Lesiones cerebrales traumáticas y de la médula espinal",
      "Accidentes en el trabajo y en obras de construcción",
      "Accidentes de embarcaciones",
    ],
    highlights: [
      "Socio del bufete",
      "Dirige el equipo de accidentes de camión y lesiones catastróficas",
      "Resultados de siete y ocho cifras para clientes lesionados",
      "Autorizado para ejercer en el estado de Washington y ante tribunales federales",
    ],
    closing: closingEs("Samuel"),
  },

  "rebecca-lindqvist": {
    bio: {
      heading: "Sobre Rebecca",
      paragraphs: [
        "Rebecca Lindqvist es una abogada litigante con mucha experiencia que prepara cada caso como si fuera a llegar a un jurado, porque así se ganan los mejores acuerdos. Y cuando un caso sí llega a juicio, ella está lista.",
        "Antes de unirse al bufete, Rebecca llevó casos penales como fiscal, y ahí aprendió a contar con las pruebas una historia clara y honesta. Hoy usa esa habilidad para ayudar a personas lesionadas en choques, caídas y agresiones.",
        "Rebecca creció en el condado de Pierce y atiende a clientes desde Tacoma hasta Port Orchard. Es una cara conocida en los tribunales de la zona y una guía paciente para quienes enfrentan el sistema legal por primera vez.",
      ],
    },
    practiceFocus: [
      "Accidentes de motocicleta",
      "Accidentes de auto",
      "Mordeduras de perro y ataques de animales",
      "Agresiones y seguridad negligente",
      "Lesiones en propiedad ajena",
    ],
    highlights: [
      "Socia y abogada litigante",
      "Exfiscal",
      "Decenas de juicios con jurado hasta el veredicto",
      "Atiende a clientes desde Tacoma hasta Port Orchard",
    ],
    closing: closingEs("Rebecca"),
  },
};

export const attorneyProfiles: Localized<Record<keyof typeof en, AttorneyProfileCopy>> = { en, es };
