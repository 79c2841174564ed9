import type { Localized } from "./i18n";
import type { QuestionAnswer } from "./types";

/** The home page's ten personal injury FAQs (also published as FAQPage structured data). */
const en = [
  {
    question: "How long do I have to file a personal injury claim in Washington?",
    answer:
      "In most cases, Washington gives you three years from the date of the injury to file a lawsuit. A claim against a city, a county or the state first needs a formal written claim and a 60-day wait before a lawsuit can be filed, so it is best to talk to a lawyer as soon as you can.",
  },
  {
    question: "What if I was partly at fault for the accident?",
    answer:
      "Washington follows a pure comparative fault rule. You can still recover even if you were partly at fault: your damages are reduced by your own share of the fault. If your damages are $100,000 and you were 20% at fault, for example, you can recover $80,000.",
  },
  {
    question: "How much does it cost to hire your firm?",
    answer:
      "Nothing up front. Your consultation is free, and we work on a contingency fee: we are paid only if we win a settlement or verdict for you. If we don't win, you owe us no fee.",
  },
  {
    question: "What should I do right after an accident?",
    answer:
      "Get medical care first, even if you feel fine. Call the police, take photos of the scene and your injuries, collect the names and numbers of witnesses, and avoid giving a recorded statement to the other driver's insurer before you talk to a lawyer.",
  },
  {
    question: "Should I talk to the insurance company?",
    answer:
      "You should report the accident to your own insurer, but be careful with the other side's adjuster. Their job is to pay as little as possible. We can handle those conversations for you.",
  },
  {
    question: "What is my case worth?",
    answer:
      "It depends on your medical bills, lost wages, future care, pain and suffering, and how the accident happened. We look at every part of your losses and give you an honest assessment during your free consultation.",
  },
  {
    question: "Will my case go to trial?",
    answer:
      "Most personal injury cases settle without a trial. We prepare every case as if it will go to a jury, because insurers offer fair settlements when they know we are ready to try the case.",
  },
  {
    question: "How long will my case take?",
    answer:
      "Some cases resolve in a few months; others take a year or more, especially when injuries are serious or liability is disputed. We will keep you informed at every step and never rush you into a low offer.",
  },
  {
    question: "Can I afford medical treatment while my case is pending?",
    answer:
      "In Washington, Personal Injury Protection (PIP) coverage on your own auto policy often pays medical bills and some lost wages regardless of fault. We can help you use PIP and other coverage so you get the care you need now.",
  },
  {
    question: "What if the at-fault driver has no insurance?",
    answer:
      "Your own underinsured or uninsured motorist (UIM) coverage may pay for your losses. We help clients make UIM claims and deal with their own insurer, who must treat them fairly under Washington law.",
  },
] satisfies QuestionAnswer[];

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = [
  {
    question: "¿Cuánto tiempo tengo para presentar una demanda por lesiones personales en Washington?",
    answer:
      "En la mayoría de los casos, Washington le da tres años desde la fecha de la lesión para presentar una demanda. Un reclamo contra una ciudad, un condado o el estado requiere primero un reclamo formal por escrito y una espera de 60 días antes de poder presentar la demanda, así que lo mejor es hablar con un abogado lo antes posible.",
  },
  {
    question: "¿Qué pasa si yo tuve parte de la culpa del accidente?",
    answer:
      "Washington aplica la regla de culpa comparativa pura. Usted puede reclamar aunque haya tenido parte de la culpa: el valor de sus daños se reduce según su propio porcentaje de culpa. Por ejemplo, si sus daños suman $100,000 y usted tuvo el 20% de la culpa, puede recibir $80,000.",
  },
  {
    question: "¿Cuánto cuesta contratar a su bufete?",
    answer:
      "Nada por adelantado. La consulta es gratis y trabajamos con honorarios de contingencia: solo cobramos si le conseguimos un acuerdo o un veredicto a su favor. Si no ganamos, no nos debe honorarios.",
  },
  {
    question: "¿Qué debo hacer justo después de un accidente?",
    answer:
      "Primero, busque atención médica, aunque se sienta bien. Llame a la policía, tome fotos del lugar y de sus lesiones, anote los nombres y teléfonos de los testigos, y no le dé una declaración grabada a la aseguradora del otro conductor antes de hablar con un abogado.",
  },
  {
    question: "¿Debo hablar con la compañía de seguros?",
    answer:
      "Debe avisarle del accidente a su propia aseguradora, pero tenga cuidado con el ajustador de la otra parte. Su trabajo es pagar lo menos posible. Nosotros podemos encargarnos de esas conversaciones por usted.",
  },
  {
    question: "¿Cuánto vale mi caso?",
    answer:
      "Depende de sus facturas médicas, los salarios que perdió, la atención que necesitará en el futuro, el dolor y sufrimiento, y de cómo ocurrió el accidente. Revisamos cada una de sus pérdidas y le damos una evaluación honesta en su consulta gratis.",
  },
  {
    question: "¿Mi caso va a llegar a juicio?",
    answer:
      "La mayoría de los casos de lesiones personales se resuelven con un acuerdo, sin juicio. Preparamos cada caso como si fuera a llegar a un jurado, porque las aseguradoras ofrecen acuerdos justos cuando saben que estamos listos para ir a juicio.",
  },
  {
    question: "¿Cuánto tiempo va a tardar mi caso?",
    answer:
      "Algunos casos se resuelven en pocos meses; otros tardan un año o más, sobre todo cuando las lesiones son graves o se discute quién tuvo la culpa. Lo mantendremos informado en cada paso y nunca lo presionaremos para que acepte una oferta baja.",
  },
  {
    question: "¿Cómo voy a pagar mi tratamiento médico mientras mi caso sigue en trámite?",
    answer:
      "En Washington, la Protección contra Lesiones Personales (PIP) de su propia póliza de auto muchas veces paga las facturas médicas y parte de los salarios perdidos, sin importar quién tuvo la culpa. Le ayudamos a usar su PIP y otras coberturas para que reciba ya la atención que necesita.",
  },
  {
    question: "¿Qué pasa si el conductor culpable no tiene seguro?",
    answer:
      "Su propia cobertura de conductor sin seguro o con seguro insuficiente (UIM) puede pagar sus pérdidas. Ayudamos a nuestros clientes a presentar reclamos de UIM y a tratar con su propia aseguradora, que por ley en Washington está obligada a tratarlos de manera justa.",
  },
];

export const homeFaqs: Localized<QuestionAnswer[]> = { en, es };
