/** The city pages' full copy (Areas We Serve) by city; only app/routes/city.tsx imports it, so it ships with
 * that route alone. Placeholder copy: have the firm review it before launch. */
import { firm } from "./firm";
import type { CaseCard, CityPageCopy, ClosingCta } from "./types";
import type { Localized } from "./i18n";

const o = firm.office;
const officeAddress = `${o.street}, ${o.suite}, ${o.city}, ${o.region} ${o.postalCode}`;
const primary = firm.brands.primary;
const secondary = firm.brands.secondary;

/** Case-type cards several cities share; each links to its practice page. */
const card = {
  car: {
    title: "Car Accidents",
    text: "Rear-end, T-bone and highway crashes. We handle the insurers while you heal.",
    practice: "car-accident-lawyer",
  },
  truck: {
    title: "Truck Accidents",
    text: "Crashes with semis and commercial vehicles, where the evidence must be saved fast.",
    practice: "truck-accident-lawyer",
  },
  motorcycle: {
    title: "Motorcycle Accidents",
    text: "Riders hurt by careless drivers, and blamed for crashes they did not cause.",
    practice: "motorcycle-accident-lawyer",
  },
  slipFall: {
    title: "Slip and Fall",
    text: "Falls on wet floors, broken stairs and icy walkways on property someone else controls.",
    practice: "premises-liability-accident-lawyer",
  },
  dogBite: {
    title: "Dog Bites",
    text: "Dog bites, for which Washington law makes the owner liable, and other animal attacks.",
    practice: "dog-bite-accident-lawyer",
  },
  wrongfulDeath: {
    title: "Wrongful Death",
    text: "Compassionate help for families who lost someone to another's negligence or wrongful act.",
    practice: "wrongful-death-accident-lawyer",
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

/** The same cards in Spanish (same practice slugs). */
const cardEs: typeof card = {
  car: {
    title: "Accidentes de auto",
    text: "Choques por alcance, choques laterales y accidentes en la autopista. Nosotros tratamos con las aseguradoras mientras usted se recupera.",
    practice: "car-accident-lawyer",
  },
  truck: {
    title: "Accidentes de camión",
    text: "Choques con tráileres y vehículos comerciales, en los que hay que guardar las pruebas cuanto antes.",
    practice: "truck-accident-lawyer",
  },
  motorcycle: {
    title: "Accidentes de motocicleta",
    text: "Motociclistas lesionados por conductores descuidados, y culpados de choques que no causaron.",
    practice: "motorcycle-accident-lawyer",
  },
  slipFall: {
    title: "Resbalones y caídas",
    text: "Caídas en pisos mojados, escaleras rotas o aceras con hielo, en una propiedad que controla otra persona.",
    practice: "premises-liability-accident-lawyer",
  },
  dogBite: {
    title: "Mordeduras de perro",
    text: "Mordeduras de perro, de las que la ley de Washington hace responsable al dueño, y ataques de otros animales.",
    practice: "dog-bite-accident-lawyer",
  },
  wrongfulDeath: {
    title: "Muerte por negligencia",
    text: "Ayuda con compasión para las familias que perdieron a un ser querido por la negligencia o el acto ilícito de otra persona.",
    practice: "wrongful-death-accident-lawyer",
  },
};

function closingEs(city: string, formLabel = "Pida su consulta gratis"): ClosingCta {
  return {
    heading: `¿Se lesionó en ${city}? Llame ahora, las 24 horas.`,
    text: "Hable hoy mismo con un abogado. La consulta es gratis y usted no paga nada si no ganamos.",
    formLabel,
  };
}

/** "150+ years" in Spanish: "Más de 150 años". */
const experienceEs = `Más de ${Number.parseInt(firm.claims.combinedExperience, 10)} años`;

/** The same shared reasons in Spanish. */
const sharedReasonsEs = [
  "Consulta gratis y no cobramos si no ganamos",
  "Disponibles las 24 horas, los 7 días de la semana, también de noche y los fines de semana",
  `${experienceEs} de experiencia combinada, con nueve exfiscales en el equipo`,
  `Calificación de ${firm.reviews.rating} estrellas, con ${firm.reviews.count} reseñas de cinco estrellas`,
];

const en = {
  kent: {
    local: {
      heading: "Your Neighborhood Injury Lawyers in Kent",
      paragraphs: [
        `${primary} is a Kent firm. Our office is at ${officeAddress}, a few minutes from Kent Station and the West Valley Highway, with free parking at the door.`,
        "We have represented people hurt on Highway 167, on East Hill, in the warehouses of the Kent Valley and at the shops downtown. We know the local courts, the local hospitals and the local insurers' tactics.",
        "Can't come to us? We will come to you, at home or in the hospital. Call now: we answer 24/7 and the consultation is free.",
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
        "A claim against a state agency has rules of its own: a formal claim on the state's form first, then a 60-day wait before a lawsuit can be filed. We know them, and we make sure your claim is filed correctly and on time.",
        "We meet clients in Olympia by appointment or by video. Call now, 24/7: the consultation is free.",
      ],
    },
    whyChoose: {
      heading: "Reasons to Choose Us in Olympia",
      items: ["We know the rules for claims against government agencies", "Experience with injuries to state workers and students", ...sharedReasons],
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
      items: ["Experience with maritime, ferry and shipyard claims", "We help service members and their families", ...sharedReasons],
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
} satisfies Record<string, CityPageCopy>;

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  kent: {
    local: {
      heading: "Sus abogados de lesiones, aquí en Kent",
      paragraphs: [
        `${primary} es un bufete de Kent. Nuestra oficina está en ${officeAddress}, a pocos minutos de Kent Station y de West Valley Highway, con estacionamiento gratis en la puerta.`,
        "Hemos representado a personas lesionadas en la Highway 167, en East Hill, en los almacenes del valle de Kent y en las tiendas del centro. Conocemos los tribunales, los hospitales y las tácticas de las aseguradoras de la zona.",
        "¿No puede venir a vernos? Nosotros vamos a donde usted esté: a su casa o al hospital. Llame ahora: contestamos las 24 horas, los 7 días de la semana, y la consulta es gratis.",
      ],
    },
    whyChoose: {
      heading: `Por qué la gente de Kent elige a ${primary}`,
      items: ["Una oficina local, en la Suite 130 de Riverbend Plaza", "Abogados que viven y trabajan en el sur del condado de King", ...sharedReasonsEs],
    },
    caseTypes: {
      heading: "Casos que atendemos en Kent",
      intro: "No importa lo que le haya pasado: ya hemos llevado casos como el suyo.",
      cards: [cardEs.car, cardEs.truck, cardEs.motorcycle, cardEs.slipFall, cardEs.dogBite, cardEs.wrongfulDeath],
    },
    closing: closingEs("Kent"),
  },

  seattle: {
    local: {
      heading: "Ayudamos a personas lesionadas en todo Seattle",
      paragraphs: [
        `Desde la I-5 y la SR 99 hasta los carriles para bicicletas de Capitol Hill, las calles de Seattle están llenas de tráfico y de gente. Si usted se lesionó por el descuido de otra persona, ${secondary} está aquí para ayudarle.`,
        `Nuestros abogados litigantes representan a residentes y visitantes de Seattle en los tribunales del condado de King. Nos reunimos con usted en Seattle con cita previa, por video o en nuestra oficina de Kent, ${o.suite}, a solo 20 minutos al sur del centro.`,
        "Llame ahora, de día o de noche. La consulta es gratis y usted no paga nada si no ganamos.",
      ],
    },
    whyChoose: {
      heading: "Por qué nos eligen los clientes de Seattle",
      items: ["Experiencia en los tribunales del condado de King", "Nos reunimos con usted donde le quede más fácil", ...sharedReasonsEs],
    },
    caseTypes: {
      heading: "Casos de lesiones que atendemos en Seattle",
      intro: "Seis de los casos más comunes que llevamos para clientes de Seattle.",
      cards: [
        cardEs.car,
        {
          title: "Accidentes de peatones y ciclistas",
          text: "Personas a pie o en bicicleta lesionadas por conductores en el tráfico de la ciudad.",
        },
        cardEs.truck,
        cardEs.motorcycle,
        cardEs.slipFall,
        cardEs.wrongfulDeath,
      ],
    },
    closing: closingEs("Seattle"),
  },

  tacoma: {
    local: {
      heading: "Ayudamos a personas lesionadas en Tacoma y el condado de Pierce",
      paragraphs: [
        `Tacoma es una ciudad trabajadora, con el puerto, los corredores de carga de la I-5 y la SR 509, y mucho tráfico de camiones todos los días. ${secondary} ayuda a quienes se lesionan en sus calles, en sus lugares de trabajo y en sus propiedades.`,
        `Representamos a clientes en los tribunales del condado de Pierce y nos reunimos con ellos en Tacoma con cita previa, por video o en nuestra oficina de Kent, ${o.suite}, a poca distancia en auto por el valle.`,
        "Llame ahora, las 24 horas, los 7 días de la semana. La consulta es gratis y usted no paga nada si no ganamos.",
      ],
    },
    whyChoose: {
      heading: "Por qué nos eligen los clientes de Tacoma",
      items: ["Experiencia en los tribunales del condado de Pierce", "Sólida experiencia en accidentes de camión y en el puerto", ...sharedReasonsEs],
    },
    caseTypes: {
      heading: "Casos de lesiones que atendemos en Tacoma",
      intro: "Seis de los casos más comunes que llevamos para clientes de Tacoma.",
      cards: [cardEs.car, cardEs.truck, cardEs.motorcycle, cardEs.slipFall, cardEs.dogBite, cardEs.wrongfulDeath],
    },
    closing: closingEs("Tacoma"),
  },

  olympia: {
    local: {
      heading: "Servicio local para Olympia y el condado de Thurston",
      paragraphs: [
        `En Olympia están el gobierno del estado, tres campus universitarios y tramos muy transitados de la I-5 y la US 101. ${secondary} ayuda a quienes viven, trabajan y estudian aquí cuando un accidente les pone la vida de cabeza.`,
        "Un reclamo contra una agencia del estado tiene sus propias reglas: primero un reclamo formal en el formulario del estado y luego una espera de 60 días antes de poder demandar. Nosotros las conocemos, y nos aseguramos de que su reclamo se presente bien y a tiempo.",
        "Nos reunimos con usted en Olympia con cita previa o por video. Llame ahora, las 24 horas, los 7 días de la semana: la consulta es gratis.",
      ],
    },
    whyChoose: {
      heading: "Razones para elegirnos en Olympia",
      items: [
        "Conocemos las reglas de los reclamos contra agencias del gobierno",
        "Experiencia con lesiones de empleados del estado y de estudiantes",
        ...sharedReasonsEs,
      ],
    },
    caseTypes: {
      heading: "Casos de lesiones que atendemos en Olympia",
      intro: "Seis tipos de casos que atendemos con más frecuencia para clientes de Olympia.",
      cards: [
        cardEs.car,
        {
          title: "Lesiones de empleados públicos",
          text: "Empleados del estado y del sector público lesionados en el trabajo, o por un tercero mientras trabajaban.",
        },
        cardEs.slipFall,
        cardEs.truck,
        {
          title: "Lesiones en el campus",
          text: "Estudiantes y visitantes lesionados en un campus universitario, en las residencias estudiantiles o en eventos del campus.",
        },
        cardEs.wrongfulDeath,
      ],
    },
    closing: {
      heading: "¿Se lesionó en Olympia? Comuníquese con nosotros hoy.",
      text: "Llame ahora, las 24 horas, o envíenos los datos de su caso. La consulta es gratis y usted no paga nada si no ganamos.",
      formLabel: "Comuníquese con nosotros",
    },
  },

  "port-orchard": {
    local: {
      heading: "Ayudamos a Port Orchard y al condado de Kitsap",
      paragraphs: [
        `Port Orchard está entre el astillero, los muelles del ferry y la transitada SR 16. ${secondary} ayuda a trabajadores del astillero, pasajeros del ferry, militares y familias que se lesionan en accidentes en todo el condado de Kitsap.`,
        "Una lesión en un astillero, en un ferry o en una base militar puede estar sujeta a leyes federales y marítimas, además de las leyes de Washington, y cada una tiene sus propios plazos. Le ayudamos a entender sus opciones antes de que se acabe el tiempo.",
        "Nos reunimos con usted en Port Orchard con cita previa o por video. Llame ahora, las 24 horas, los 7 días de la semana: la consulta es gratis.",
      ],
    },
    whyChoose: {
      heading: "Razones para elegirnos en Port Orchard",
      items: ["Experiencia con reclamos marítimos, de ferry y de astilleros", "Ayudamos a militares y a sus familias", ...sharedReasonsEs],
    },
    caseTypes: {
      heading: "Casos de lesiones que atendemos en Port Orchard",
      intro: "Seis tipos de casos que atendemos con más frecuencia para clientes del condado de Kitsap.",
      cards: [
        cardEs.car,
        {
          title: "Lesiones en el astillero",
          text: "Trabajadores y contratistas lesionados por equipos, caídas o exposición a sustancias tóxicas en el astillero.",
        },
        {
          title: "Accidentes de ferry",
          text: "Pasajeros y tripulantes lesionados en un ferry, en las terminales o en las rampas de embarque.",
        },
        {
          title: "Lesiones en bases militares",
          text: "Civiles, contratistas y familias lesionados en una instalación militar o cerca de ella.",
        },
        cardEs.slipFall,
        cardEs.wrongfulDeath,
      ],
    },
    closing: closingEs("Port Orchard"),
  },
};

export const cityPages: Localized<Record<keyof typeof en, CityPageCopy>> = { en, es };
