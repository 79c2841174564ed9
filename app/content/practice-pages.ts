/** The practice pages' full copy, apart from practices.ts (which the menu ships with every page) so it
 * reaches the browser only with its own route. Placeholder copy. */
import { firm, firmWords } from "./firm";
import type { ClosingCta, PracticePageCopy } from "./types";
import type { Localized } from "./i18n";

const name = firm.brands.primary;
const filingLimit = firmWords.en.filingLimit;

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

const filingLimitEs = firmWords.es.filingLimit;

/** `firm.claims.combinedExperience` ("150+ years") as the Spanish copy says it: "Más de 150 años". */
const combinedExperienceEs = firm.claims.combinedExperience.replace(/^(.+)\+ years$/, "Más de $1 años");

/** The Spanish of `sharedReasons`. */
const sharedReasonsEs = [
  "Consulta gratis, y no cobramos si no ganamos su caso",
  "Disponibles las 24 horas, los 7 días de la semana: llame esta noche y hable con nuestro equipo",
  `${combinedExperienceEs} de experiencia combinada y nueve exfiscales en nuestro equipo`,
  "Abogados litigantes que preparan cada caso como si fuera a llegar a un jurado",
];

/**
 * The Spanish of `closing`. It takes the whole opening question (e.g. "¿Se lesionó en un
 * accidente de auto?"), since not every case reads well in one Spanish sentence frame.
 */
function closingEs(question: string): ClosingCta {
  return {
    heading: `${question} Llame ahora.`,
    text: "Contestamos las 24 horas, los 7 días de la semana. La consulta es gratis y usted no paga nada si no ganamos. Cuanto antes nos llame, antes podremos proteger su reclamo.",
    formLabel: "Pida su consulta gratis",
  };
}

const en = {
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
          answer: "Nothing up front. The consultation is free and we work on a contingency fee: we are paid only if we win a settlement or verdict for you.",
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
        "Boating cases can involve state law, federal maritime law, rental companies, charter operators and several insurance policies at once. Some deadlines are shorter than for a car crash (a cruise or charter ticket can require written notice within six months and a lawsuit within a year), so it pays to get advice early.",
        `${name} investigates what happened on the water, identifies every party responsible, and builds the claim that covers your injuries, your lost income and your recovery.`,
      ],
    },
    whyChoose: {
      heading: "Why Choose Us After a Boating Accident",
      items: ["We handle claims under both Washington and maritime law", "We work with marine investigators and safety experts", ...sharedReasons],
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
        `${name} handles the claim with care, collects the medical and animal-control records, and builds the claim to cover future treatment such as scar revision and counselling.`,
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
        `${name} moves to preserve the footage and incident reports, photographs the scene, and finds witnesses. Then we hold the owner and its insurer to account for your injuries.`,
      ],
    },
    whyChoose: {
      heading: "Why Choose Us for a Premises Liability Claim",
      items: ["We act fast to preserve video and incident reports", "We know the inspection and maintenance standards owners must meet", ...sharedReasons],
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
        "When a loved one dies because of someone else's negligence or wrongful act, a family is left with grief, questions and often money worries. A wrongful death claim cannot bring them back, but it can hold those responsible to account and protect your family's future.",
        "In Washington, a wrongful death claim is brought by the personal representative of the estate, for the benefit of the spouse or registered domestic partner and the children, stepchildren included; when there are none, the parents or siblings may benefit instead. It can cover lost financial support, funeral costs, and the loss of love, care and companionship.",
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
} satisfies Record<string, PracticePageCopy>;

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  "car-accident-lawyer": {
    explainer: {
      heading: "Cómo le ayuda un abogado de accidentes de auto en Kent",
      paragraphs: [
        "Después de un accidente de auto, la aseguradora del otro conductor actúa rápido. Es posible que un ajustador se comunique con usted en pocos días, muy amable y con ganas de llegar a un acuerdo, antes de que usted sepa siquiera qué tan graves son sus lesiones. La meta de la aseguradora es cerrar su reclamo pagando lo menos posible.",
        `Cuando contrata a ${name}, nosotros nos encargamos de esas llamadas. Reunimos el reporte de la policía, las fotos, los videos de cámaras del auto (dashcam) y de tráfico, y las declaraciones de los testigos. También trabajamos con sus médicos para documentar cada lesión. Luego exigimos el valor completo de su reclamo: gastos médicos, tratamiento futuro, salarios perdidos, y su dolor y sufrimiento.`,
        `En Washington, usted tiene ${filingLimitEs} para presentar una demanda después de la mayoría de los choques, y puede recibir una indemnización aunque haya tenido parte de la culpa. No deje que el plazo o una primera oferta baja decidan su caso por usted.`,
      ],
    },
    whyChoose: {
      heading: "Por qué elegirnos después de un accidente de auto",
      items: [
        "También llevamos los reclamos ante su propia aseguradora: Protección contra Lesiones Personales (PIP) y cobertura de conductor sin seguro o con seguro insuficiente (UIM)",
        "Trabajamos con expertos en reconstrucción de accidentes cuando se discute quién tuvo la culpa",
        ...sharedReasonsEs,
      ],
    },
    typical: {
      heading: "Lesiones comunes en accidentes de auto",
      intro: "Algunas lesiones aparecen días después del choque. Vaya al médico aunque se sienta bien.",
      items: [
        "Latigazo cervical y otras lesiones de cuello y espalda",
        "Conmociones cerebrales y lesiones cerebrales traumáticas",
        "Fracturas",
        "Hernias o protrusiones de disco",
        "Lesiones de rodilla, hombro y muñeca",
        "Cortaduras, quemaduras y cicatrices",
        "Estrés postraumático después del choque",
      ],
    },
    closing: closingEs("¿Se lesionó en un accidente de auto?"),
    faqs: {
      heading: "Preguntas sobre accidentes de auto",
      items: [
        {
          question: "¿Cuánto tiempo tengo para presentar una demanda por un accidente de auto en Washington?",
          answer: `En la mayoría de los casos, usted tiene ${filingLimitEs} desde la fecha del choque para presentar una demanda. Los reclamos contra una ciudad, un condado o el estado tienen reglas adicionales de aviso previo, así que llámenos pronto.`,
        },
        {
          question: "¿Y si yo tuve parte de la culpa del choque?",
          answer:
            "Washington aplica la regla de culpa comparativa: usted puede reclamar de todos modos, y el valor de sus daños se reduce según su parte de la culpa. Si usted tuvo el 20% de la culpa, puede recibir el 80% del valor de sus daños.",
        },
        {
          question: "¿Cuánto cuesta un abogado de accidentes de auto?",
          answer:
            "Nada por adelantado. La consulta es gratis y trabajamos con honorarios de contingencia: solo cobramos si logramos un acuerdo o un veredicto a su favor.",
        },
      ],
    },
  },

  "truck-accident-lawyer": {
    explainer: {
      heading: "Por qué los casos de camiones son diferentes",
      paragraphs: [
        "Un vehículo comercial con carga completa pesa 80,000 libras, veinte veces más que un auto familiar. Cuando un camión tan pesado choca con un auto de pasajeros, las lesiones suelen ser graves y las cuentas médicas, altas.",
        "Las compañías de transporte y sus aseguradoras mandan investigadores al lugar del choque en cuestión de horas. Saben qué pruebas importan: los registros de horas de servicio del conductor, el dispositivo electrónico de registro, los registros de mantenimiento, la caja negra del camión y la carga misma. Parte de esa información se puede borrar o sobrescribir en pocas semanas.",
        `${name} actúa con la misma rapidez. Enviamos cartas para exigir que se conserven las pruebas, contratamos expertos en reconstrucción de accidentes y revisamos a todos los que podrían compartir la responsabilidad: el conductor, la empresa transportista, quien envió la carga, quien la cargó y la empresa que le daba mantenimiento al camión.`,
      ],
    },
    whyChoose: {
      heading: "Por qué elegirnos después de un accidente de camión",
      items: [
        "Conocemos las normas federales de seguridad para camiones y cómo los transportistas las violan",
        "Actuamos rápido para conservar los datos de la caja negra y los registros del conductor",
        ...sharedReasonsEs,
      ],
    },
    typical: {
      heading: "Causas comunes de accidentes de camión",
      intro: "La mayoría de los choques de camión se pueden evitar. Estas son las causas que vemos con más frecuencia.",
      items: [
        "Cansancio del conductor y violaciones de las horas de servicio",
        "Exceso de velocidad y no guardar la distancia",
        "Carga excesiva o mal asegurada",
        "Fallas de frenos y llantas por falta de mantenimiento",
        "Manejar distraído o bajo los efectos del alcohol o las drogas",
        "Vueltas muy abiertas y cambios de carril sin revisar el punto ciego",
        "Tráileres que se doblan en tijera y volcaduras",
      ],
    },
    closing: closingEs("¿Se lesionó en un accidente de camión?"),
  },

  "motorcycle-accident-lawyer": {
    explainer: {
      heading: "Defendemos a los motociclistas lesionados",
      paragraphs: [
        "En un choque, el motociclista casi no tiene protección, así que incluso un choque a baja velocidad puede causar huesos rotos, raspaduras graves en la piel o una lesión en la cabeza. Y con demasiada frecuencia, las aseguradoras dan por hecho que el motociclista iba a exceso de velocidad o manejaba de forma imprudente.",
        `En ${name} partimos de los hechos. Revisamos la moto y el lugar del choque, buscamos testigos y videos, y trabajamos con expertos que entienden cómo se comporta una motocicleta. Muchos choques ocurren porque un conductor dio vuelta a la izquierda frente al motociclista o se cambió de carril sin mirar, y nosotros lo probamos.`,
        "Según la regla de culpa comparativa de Washington, usted puede recibir una indemnización aunque la aseguradora alegue que usted tuvo parte de la culpa. Deje que nosotros respondamos a ese argumento.",
      ],
    },
    whyChoose: {
      heading: "Por qué los motociclistas nos eligen",
      items: [
        "Combatimos el prejuicio contra los motociclistas con pruebas, no con opiniones",
        "Sabemos cuánto valen las lesiones graves y de largo plazo, y los años que pierde sin poder andar en moto",
        ...sharedReasonsEs,
      ],
    },
    typical: {
      heading: "Lesiones típicas en accidentes de motocicleta",
      items: [
        "Lesiones en la cabeza y la cara, incluso con casco: conmociones cerebrales, fracturas de mandíbula y dientes rotos",
        "Daño en los nervios del hombro y el brazo (plexo braquial) por tratar de amortiguar la caída",
        "Piernas, tobillos y pies rotos o aplastados bajo la moto",
        "Raspaduras por el pavimento, quemaduras del escape e injertos de piel",
        "Fracturas de clavícula, muñeca y costillas",
        "Lesiones de espalda y cuello que le impiden andar en moto por meses",
      ],
    },
    closing: closingEs("¿Se lesionó en un accidente de motocicleta?"),
  },

  "boating-accident-lawyer": {
    explainer: {
      heading: "Ayuda después de un accidente de embarcación (bote o lancha)",
      paragraphs: [
        "En el oeste de Washington vivimos junto al agua, desde Lake Meridian y Lake Washington hasta el Green River y Puget Sound. Cuando quien maneja una embarcación es descuidado, está ebrio o no tiene la preparación necesaria, los pasajeros, los nadadores y otros navegantes pagan las consecuencias.",
        "Un caso de embarcación puede involucrar a la vez la ley estatal, la ley marítima federal, empresas de alquiler, operadores de paseos en barco y varias pólizas de seguro. Algunos plazos son más cortos que en un choque de auto (el boleto de un crucero o de un paseo en barco puede exigir un aviso por escrito en seis meses y la demanda en un año), así que conviene pedir consejo pronto.",
        `${name} investiga lo que pasó en el agua, identifica a cada responsable y prepara un reclamo que cubra sus lesiones, sus ingresos perdidos y su recuperación.`,
      ],
    },
    whyChoose: {
      heading: "Por qué elegirnos después de un accidente de embarcación",
      items: [
        "Llevamos reclamos tanto bajo la ley de Washington como bajo la ley marítima",
        "Trabajamos con investigadores marinos y expertos en seguridad",
        ...sharedReasonsEs,
      ],
    },
    typical: {
      heading: "Causas comunes de accidentes de embarcación",
      items: [
        "Manejar una embarcación bajo los efectos del alcohol o las drogas",
        "Exceso de velocidad o manejo imprudente",
        "Operadores sin experiencia o sin capacitación",
        "No vigilar bien lo que hay alrededor",
        "Choques de motos acuáticas (jet ski)",
        "Embarcaciones, motores o equipo de seguridad defectuosos",
        "Falta de chalecos salvavidas o embarcaciones de alquiler inseguras",
      ],
    },
    closing: closingEs("¿Se lesionó en un accidente de embarcación?"),
  },

  "dog-bite-accident-lawyer": {
    explainer: {
      heading: "Sus derechos después de una mordedura de perro en Washington",
      paragraphs: [
        "Una mordedura de perro puede causar heridas profundas, infecciones, daño en los nervios y cicatrices permanentes, y el miedo puede durar mucho después de que sanan las heridas. Los niños son los que más mordeduras sufren, y por lo general en la cara.",
        "La ley de Washington sobre mordeduras de perro hace responsable al dueño si el perro muerde en un lugar público o en un lugar donde usted tenía derecho a estar, aunque el perro nunca hubiera mordido a nadie antes. La mayoría de los reclamos los paga el seguro de vivienda o de inquilino del dueño, no el bolsillo de un vecino.",
        `${name} lleva el reclamo con cuidado, reúne los expedientes médicos y de control de animales, y lo prepara para que incluya el tratamiento futuro, como la corrección de cicatrices y la terapia psicológica.`,
      ],
    },
    whyChoose: {
      heading: "Por qué las familias nos eligen después de una mordedura",
      items: [
        "Tratamos con la aseguradora del dueño para que usted no tenga que enfrentarse a un vecino",
        "Tomamos en cuenta la atención futura, el tratamiento de las cicatrices y el daño emocional",
        ...sharedReasonsEs,
      ],
    },
    typical: {
      heading: "Lesiones típicas por mordeduras y ataques de animales",
      items: [
        "Heridas punzantes y desgarros en la piel",
        "Lesiones y cicatrices en la cara",
        "Infecciones, incluido el tratamiento contra la rabia",
        "Daño en nervios y tendones",
        "Huesos rotos por caídas durante el ataque",
        "Ansiedad y estrés postraumático, sobre todo en los niños",
      ],
    },
    closing: closingEs("¿Sufrió una mordedura de perro o el ataque de un animal?"),
  },

  "premises-liability-accident-lawyer": {
    explainer: {
      heading: "Cuando una propiedad insegura causa una lesión",
      paragraphs: [
        "Los dueños de tiendas, complejos de apartamentos, estacionamientos y otras propiedades tienen el deber de encontrar y reparar los peligros, o por lo menos advertir a los visitantes. Cuando descuidan ese deber para ahorrar, la gente sale lastimada.",
        "Estos casos dependen de las pruebas: cuánto tiempo estuvo ahí el peligro, si el dueño lo sabía o debía haberlo sabido, y qué hizo al respecto. Los videos de vigilancia muchas veces se borran en pocos días, así que es importante actuar rápido.",
        `${name} actúa para conservar los videos y los reportes del incidente, toma fotos del lugar y busca testigos. Después le pedimos cuentas al dueño y a su aseguradora por sus lesiones.`,
      ],
    },
    whyChoose: {
      heading: "Por qué elegirnos si se lesionó en una propiedad ajena",
      items: [
        "Actuamos rápido para conservar los videos y los reportes del incidente",
        "Conocemos las normas de inspección y mantenimiento que los dueños deben cumplir",
        ...sharedReasonsEs,
      ],
    },
    typical: {
      heading: "Casos comunes de lesiones en propiedad ajena",
      items: [
        "Resbalones y caídas en pisos mojados, con hielo o disparejos",
        "Tropiezos y caídas en escaleras, aceras o estacionamientos en mal estado",
        "Mala iluminación y falta de pasamanos",
        "Mercancía que cae sobre los clientes en las tiendas",
        "Falta de seguridad adecuada y agresiones en la propiedad",
        "Lesiones en piscinas y áreas de juegos infantiles",
        "Accidentes en elevadores y escaleras eléctricas",
      ],
    },
    closing: closingEs("¿Se lesionó en una caída o en una propiedad insegura?"),
  },

  "wrongful-death-accident-lawyer": {
    explainer: {
      heading: "Apoyo con compasión para familias en duelo",
      paragraphs: [
        "Cuando un ser querido muere por la negligencia o el acto ilícito de otra persona, a la familia le quedan el dolor, las preguntas y muchas veces las preocupaciones de dinero. Un reclamo por muerte por negligencia no puede devolverle a su ser querido, pero sí puede hacer que los responsables rindan cuentas y proteger el futuro de su familia.",
        "En Washington, el reclamo por muerte por negligencia lo presenta el representante personal de la sucesión de la persona fallecida, en beneficio del cónyuge o la pareja de hecho registrada y de los hijos, incluidos los hijastros; si no los hay, pueden beneficiarse los padres o los hermanos. Puede cubrir el apoyo económico perdido, los gastos del funeral y la pérdida del amor, el cuidado y la compañía de su ser querido.",
        `${name} se encarga de cada paso, desde abrir la sucesión hasta tratar con las aseguradoras, a un ritmo que respeta a su familia. Usted siempre sabrá en qué punto está el caso.`,
      ],
    },
    whyChoose: {
      heading: "Por qué las familias confían en nosotros",
      items: [
        "Uno de nuestros socios principales guía su caso desde la primera llamada hasta el final",
        "Nos encargamos de los trámites de la sucesión (probate) que el reclamo requiere",
        ...sharedReasonsEs,
      ],
    },
    typical: {
      heading: "Casos de muerte por negligencia que llevamos",
      items: [
        "Choques mortales de auto, camión y motocicleta",
        "Muertes de peatones y ciclistas",
        "Accidentes mortales en el trabajo y en obras de construcción",
        "Muertes causadas por propiedades inseguras o por falta de seguridad adecuada",
        "Accidentes de embarcación y ahogamientos",
        "Muertes por agresión o daño intencional",
      ],
    },
    closing: {
      heading: "Aquí estaremos cuando quiera hablar. Llame ahora.",
      text: "Hable con nosotros en confianza, las 24 horas, los 7 días de la semana. La consulta es gratis y su familia no paga nada si no ganamos.",
      formLabel: "Pida una consulta gratis y confidencial",
    },
  },

  "catastrophic-injuries-lawyer": {
    explainer: {
      heading: "Un plan para los cuidados de toda una vida",
      paragraphs: [
        "Una lesión catastrófica cambia su forma de vivir, de trabajar y de cuidar a su familia, muchas veces para el resto de su vida. Los costos van mucho más allá de la cuenta del hospital: rehabilitación, cambios en la casa, equipo médico, cuidados en el hogar y años de ingresos perdidos.",
        "Las aseguradoras saben que estos reclamos son grandes, y se defienden con fuerza. Para probar su valor completo, trabajamos con sus médicos y con especialistas en planes de cuidado de por vida, expertos en rehabilitación laboral y economistas que calculan lo que usted va a necesitar, año por año.",
        `${name} ha obtenido resultados de siete y ocho cifras para clientes con lesiones que les cambiaron la vida. Estamos listos para llevar su caso a juicio si eso es lo que hace falta.`,
      ],
    },
    whyChoose: {
      heading: "Por qué elegirnos para una lesión catastrófica",
      items: [
        "Preparamos planes de cuidado de por vida que cubren su futuro, no solo el presente",
        "Tenemos los recursos para enfrentarnos a grandes empresas y aseguradoras",
        ...sharedReasonsEs,
      ],
    },
    typical: {
      heading: "Tipos de lesiones catastróficas que llevamos",
      items: [
        "Lesiones cerebrales traumáticas",
        "Lesiones de la médula espinal y parálisis",
        "Amputaciones y pérdida de extremidades",
        "Quemaduras graves",
        "Pérdida de la vista o del oído",
        "Lesiones por aplastamiento y fracturas múltiples",
      ],
    },
    closing: closingEs("¿Sufrió un accidente que le cambió la vida?"),
  },
};

export const practicePages: Localized<Record<keyof typeof en, PracticePageCopy>> = { en, es };
