/** Case results with the qualifying language Washington's RPC 7.1 (comment 3) calls for, as prominent as
 * the amounts. Fictional: replace with results the firm approved, clients unnamed. */
import { firm } from "./firm";
import type { Localized } from "./i18n";
import type { ClosingCta } from "./types";

interface CaseResult {
  amount: string;
  /** "Settlement" or "Jury verdict", and the year. */
  kind: string;
  caseType: string;
  account: string;
}

const [rearEnd, truck, workplace] = firm.resultAmounts;

const en = {
  /** Above the results, and beside each: as large as the amounts. */
  qualifier: "Past results do not guarantee future outcomes. Every case is different.",
  qualifierDetail:
    "Each result depended on its own facts and law; yours may be larger, smaller or nothing at all. Amounts are gross, before attorney fees and case costs. No result is a promise of what we can obtain for you.",
  listHeading: "Selected results",
  results: [
    {
      amount: rearEnd,
      kind: "Settlement, 2025",
      caseType: "Rear-end collision, spinal injury",
      account:
        "A commuter stopped in traffic on SR 167 was struck from behind by a pickup. She needed a spinal fusion. The settlement came after the driver's insurer had denied that the crash caused her injury.",
    },
    {
      amount: truck,
      kind: "Settlement, 2024",
      caseType: "Commercial truck crash",
      account:
        "A tractor-trailer changed lanes into our client's car on I-5. The driver's logbook and the truck's data recorder showed he had driven past his legal hours.",
    },
    {
      amount: workplace,
      kind: "Settlement, 2023",
      caseType: "Catastrophic workplace injury",
      account:
        "A construction worker fell through an unguarded floor opening at a site run by a general contractor other than his employer. The claim was against that contractor, not the employer.",
    },
    {
      amount: "$2,350,000",
      kind: "Settlement, 2024",
      caseType: "Wrongful death, pedestrian",
      account:
        "A father of two was struck in a marked crosswalk in Kent. The settlement was for his wife and children under Washington's wrongful death statute.",
    },
    {
      amount: "$640,000",
      kind: "Jury verdict, 2023",
      caseType: "Motorcycle crash",
      account:
        "A driver turned left across our client's path. The insurer blamed the rider's speed; witness and scene evidence showed he was within the limit.",
    },
    {
      amount: "$475,000",
      kind: "Settlement, 2025",
      caseType: "Premises liability, stairway fall",
      account: "A tenant fell on a broken apartment stairway the owner had been told about for months. She broke her ankle in two places.",
    },
    {
      amount: "$185,000",
      kind: "Settlement, 2024",
      caseType: "Dog bite, child",
      account:
        "A neighbor's dog bit a seven-year-old in the face. The claim was paid by the owner's homeowner's insurance and included the cost of future scar treatment.",
    },
  ] satisfies CaseResult[],
  closing: {
    heading: "Every case is different. Let's talk about yours.",
    text: "Tell us what happened and an attorney will explain your options honestly. The consultation is free, and there is no fee unless we win.",
    formLabel: "Free Case Review",
  } satisfies ClosingCta,
};

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  qualifier: "Los resultados anteriores no garantizan resultados futuros. Cada caso es distinto.",
  qualifierDetail:
    "Cada resultado dependió de sus propios hechos y de la ley aplicable; el suyo puede ser mayor, menor o ninguno. Las cantidades son brutas, antes de los honorarios y los gastos del caso. Ningún resultado es una promesa de lo que podamos obtener para usted.",
  listHeading: "Algunos resultados",
  results: [
    {
      amount: rearEnd,
      kind: "Acuerdo, 2025",
      caseType: "Choque por alcance, lesión de columna",
      account:
        "Una conductora estaba detenida en el tráfico de la SR 167 cuando una camioneta la chocó por alcance. Necesitó una fusión vertebral. El acuerdo llegó después de que la aseguradora del conductor negara que el choque le hubiera causado la lesión.",
    },
    {
      amount: truck,
      kind: "Acuerdo, 2024",
      caseType: "Choque con un camión comercial",
      account:
        "Un tráiler se cambió de carril y chocó el auto de nuestro cliente en la I-5. El registro de horas del conductor y el registrador de datos del camión mostraron que había manejado más horas de las permitidas.",
    },
    {
      amount: workplace,
      kind: "Acuerdo, 2023",
      caseType: "Lesión catastrófica en el trabajo",
      account:
        "Un trabajador de la construcción cayó por una abertura sin protección en una obra dirigida por un contratista general distinto de su empleador. El reclamo fue contra ese contratista, no contra el empleador.",
    },
    {
      amount: "$2,350,000",
      kind: "Acuerdo, 2024",
      caseType: "Muerte por negligencia, peatón",
      account:
        "Un padre de dos hijos fue atropellado en un cruce peatonal señalizado en Kent. El acuerdo fue para su esposa y sus hijos, conforme a la ley de Washington sobre muerte por negligencia.",
    },
    {
      amount: "$640,000",
      kind: "Veredicto del jurado, 2023",
      caseType: "Choque de motocicleta",
      account:
        "Un conductor dio vuelta a la izquierda y se le atravesó a nuestro cliente. La aseguradora culpaba a la velocidad del motociclista; los testigos y las pruebas del lugar demostraron que iba dentro del límite.",
    },
    {
      amount: "$475,000",
      kind: "Acuerdo, 2025",
      caseType: "Lesiones en propiedad ajena, caída en una escalera",
      account:
        "Una inquilina se cayó en una escalera rota de su edificio de apartamentos, de la que el dueño sabía desde hacía meses. Se fracturó el tobillo en dos lugares.",
    },
    {
      amount: "$185,000",
      kind: "Acuerdo, 2024",
      caseType: "Mordedura de perro, menor de edad",
      account:
        "El perro de un vecino mordió en la cara a una niña de siete años. El reclamo lo pagó el seguro de vivienda del dueño e incluyó el costo del tratamiento futuro de las cicatrices.",
    },
  ],
  closing: {
    heading: "Cada caso es distinto. Hablemos del suyo.",
    text: "Cuéntenos lo que pasó y un abogado le explicará sus opciones con honestidad. La consulta es gratis, y no cobramos si no ganamos.",
    formLabel: "Consulta gratis",
  },
};

export const caseResultWords: Localized<typeof en> = { en, es };
