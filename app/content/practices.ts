import type { Localized } from "./i18n";
import type { Practice, PracticeWords } from "./types";

/**
 * The eight practice areas: what both languages share (`practices`), and their names,
 * headings and search data in each language (`practiceWords`). Their addresses are in
 * app/lib/addresses.ts. Placeholder copy: replace with the firm's own.
 */
export const practices: Practice[] = [
  {
    slug: "car-accident-lawyer",
    caseType: "car-accidents",
    brand: "primary",
    indexable: false,
    image: {
      src: "/images/practices/car-accident-lawyer.webp",
      width: 640,
      height: 426,
    },
  },
  {
    slug: "truck-accident-lawyer",
    caseType: "truck-accidents",
    brand: "primary",
    indexable: false,
    image: {
      src: "/images/practices/truck-accident-lawyer.webp",
      width: 640,
      height: 426,
    },
  },
  {
    slug: "motorcycle-accident-lawyer",
    caseType: "motorcycle-accidents",
    brand: "primary",
    indexable: false,
    image: {
      src: "/images/practices/motorcycle-accident-lawyer.webp",
      width: 640,
      height: 426,
    },
  },
  {
    slug: "boating-accident-lawyer",
    caseType: "boat-accidents",
    brand: "primary",
    indexable: false,
    image: {
      src: "/images/practices/boating-accident-lawyer.webp",
      width: 640,
      height: 426,
    },
  },
  {
    slug: "dog-bite-accident-lawyer",
    caseType: "other",
    brand: "primary",
    indexable: false,
    image: {
      src: "/images/practices/dog-bite-accident-lawyer.webp",
      width: 640,
      height: 426,
    },
  },
  {
    slug: "premises-liability-accident-lawyer",
    caseType: "premises-liability",
    brand: "primary",
    indexable: false,
    image: {
      src: "/images/practices/premises-liability-accident-lawyer.webp",
      width: 640,
      height: 426,
    },
  },
  {
    slug: "wrongful-death-accident-lawyer",
    caseType: "wrongful-death",
    brand: "primary",
    indexable: false,
    image: {
      src: "/images/practices/wrongful-death-accident-lawyer.webp",
      width: 640,
      height: 426,
    },
  },
  {
    slug: "catastrophic-injuries-lawyer",
    caseType: "other",
    brand: "primary",
    indexable: false,
    image: {
      src: "/images/practices/catastrophic-injuries-lawyer.webp",
      width: 640,
      height: 426,
    },
  },
];

const en = {
  "car-accident-lawyer": {
    name: "Car Accidents",
    heading: "Kent Car Accident Lawyer",
    intro: "Hurt in a crash that wasn't your fault? We deal with the insurance companies so you can focus on getting better.",
    imageAlt: "Illustration of a car on a wet road at dusk",
    seo: {
      title: "Kent Car Accident Lawyer | Free Consultation 24/7",
      description:
        "Injured in a car accident in Kent, WA? Our car accident lawyers fight for full compensation. Free consultation, no fee unless we win. Call 24/7.",
    },
  },
  "truck-accident-lawyer": {
    name: "Truck Accidents",
    heading: "Kent Truck Accident Lawyer",
    intro: "A loaded commercial truck can weigh 80,000 pounds. When one hits you, you need a lawyer who knows how trucking companies defend these cases.",
    imageAlt: "Illustration of a semi truck on a highway",
    seo: {
      title: "Kent Truck Accident Lawyer | Free Consultation",
      description: "Hurt by a semi or commercial truck in Kent, WA? We take on trucking companies and their insurers. Free consultation, no fee unless we win.",
    },
  },
  "motorcycle-accident-lawyer": {
    name: "Motorcycle Accidents",
    heading: "Kent Motorcycle Accident Lawyer",
    intro: "Riders are often blamed for crashes they did not cause. We push back, and we fight for the full value of your injuries.",
    imageAlt: "Illustration of a motorcycle on an open road",
    seo: {
      title: "Kent Motorcycle Accident Lawyer | Free Consultation",
      description: "Injured in a motorcycle crash in Kent, WA? We stand up for riders against insurers. Free consultation, no fee unless we win. Call 24/7.",
    },
  },
  "boating-accident-lawyer": {
    name: "Boating Accidents",
    heading: "Kent Boating Accident Lawyer",
    intro: "Accidents on Puget Sound, lakes and rivers raise their own legal questions. We know the rules on the water and how to prove fault.",
    imageAlt: "Illustration of a sailboat on calm water under a full moon",
    seo: {
      title: "Kent Boating Accident Lawyer | Free Consultation",
      description:
        "Hurt in a boating accident in Washington? Our Kent lawyers handle boating and watercraft injury claims. Free consultation, no fee unless we win.",
    },
  },
  "dog-bite-accident-lawyer": {
    name: "Dog Bites",
    heading: "Kent Dog Bite Lawyer",
    intro: "Washington holds dog owners strictly liable for most bites. We help you and your family recover the costs of treatment, scarring and trauma.",
    imageAlt: "Illustration of a dog with a collar, sitting",
    seo: {
      title: "Kent Dog Bite Lawyer | Free Consultation",
      description: "Bitten or attacked by a dog in Kent, WA? Washington's strict liability law protects you. Free consultation, no fee unless we win.",
    },
  },
  "premises-liability-accident-lawyer": {
    name: "Premises Liability",
    heading: "Kent Premises Liability Lawyer",
    intro: "Slipped on a wet floor, fell on broken stairs, or were hurt by unsafe property? Property owners must keep their premises reasonably safe.",
    imageAlt: "Illustration of a wet-floor sign beside a staircase",
    seo: {
      title: "Kent Premises Liability & Slip and Fall Lawyer",
      description: "Hurt on someone else's property in Kent, WA? We handle slip and fall and unsafe property claims. Free consultation, no fee unless we win.",
    },
  },
  "wrongful-death-accident-lawyer": {
    name: "Wrongful Death",
    heading: "Kent Wrongful Death Lawyer",
    intro: "Nothing can undo the loss of someone you love. We handle the legal work with care, so your family can grieve and seek accountability.",
    imageAlt: "Illustration of a white lily beside a candle",
    seo: {
      title: "Kent Wrongful Death Lawyer | Compassionate Help",
      description:
        "Lost a loved one to someone else's negligence or wrongful act? Our Kent wrongful death lawyers help families seek justice. Free, confidential consultation.",
    },
  },
  "catastrophic-injuries-lawyer": {
    name: "Catastrophic Injuries",
    heading: "Kent Catastrophic Injury Lawyer",
    intro: "Brain injuries, spinal cord injuries, amputations and severe burns change a whole life. Your claim must cover a lifetime of care.",
    imageAlt: "Illustration of a hospital cross and a bandage",
    seo: {
      title: "Kent Catastrophic Injury Lawyer | Free Consultation",
      description:
        "Suffered a brain, spinal cord or other life-changing injury in Washington? We build claims that cover a lifetime of care. Free consultation.",
    },
  },
} satisfies Record<string, PracticeWords>;

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = {
  "car-accident-lawyer": {
    name: "Accidentes de auto",
    heading: "Abogado de accidentes de auto en Kent",
    intro: "¿Se lesionó en un choque que no fue su culpa? Nosotros tratamos con las compañías de seguros para que usted se enfoque en recuperarse.",
    imageAlt: "Ilustración de un auto en una carretera mojada al anochecer",
    seo: {
      title: "Abogado de accidentes de auto en Kent | Consulta gratis",
      description:
        "¿Se lesionó en un accidente de auto en Kent, WA? Luchamos por la compensación completa. Consulta gratis y no cobramos si no ganamos. Llame las 24 horas.",
    },
  },
  "truck-accident-lawyer": {
    name: "Accidentes de camión",
    heading: "Abogado de accidentes de camión en Kent",
    intro:
      "Un camión comercial cargado puede pesar 80,000 libras. Si uno choca con usted, necesita un abogado que sepa cómo se defienden las empresas de transporte en estos casos.",
    imageAlt: "Ilustración de un tráiler en una autopista",
    seo: {
      title: "Abogado de accidentes de camión en Kent | Consulta gratis",
      description:
        "¿Se lesionó en un choque con un tráiler o camión en Kent, WA? Enfrentamos a transportistas y aseguradoras. Consulta gratis; no cobramos si no ganamos.",
    },
  },
  "motorcycle-accident-lawyer": {
    name: "Accidentes de motocicleta",
    heading: "Abogado de accidentes de motocicleta en Kent",
    intro:
      "Con frecuencia se culpa a los motociclistas de choques que no causaron. Nosotros respondemos a esas acusaciones y luchamos por el valor completo de sus lesiones.",
    imageAlt: "Ilustración de una motocicleta en una carretera abierta",
    seo: {
      title: "Abogado de accidentes de moto en Kent | Consulta gratis",
      description:
        "¿Se lesionó en un choque de motocicleta en Kent, WA? Defendemos a los motociclistas ante las aseguradoras. Consulta gratis; no cobramos si no ganamos.",
    },
  },
  "boating-accident-lawyer": {
    name: "Accidentes de embarcación",
    heading: "Abogado de accidentes de embarcación en Kent",
    intro:
      "Los accidentes de bote, lancha o moto acuática en Puget Sound, en los lagos y en los ríos plantean sus propias preguntas legales. Conocemos las normas de navegación y sabemos cómo probar quién tuvo la culpa.",
    imageAlt: "Ilustración de un velero en aguas tranquilas bajo la luna llena",
    seo: {
      title: "Abogado de accidentes de lancha en Kent | Consulta gratis",
      description:
        "¿Se lesionó en un accidente de lancha o moto acuática en Washington? Nuestros abogados en Kent llevan estos casos. Consulta gratis; no cobramos si no ganamos.",
    },
  },
  "dog-bite-accident-lawyer": {
    name: "Mordeduras de perro",
    heading: "Abogado de mordeduras de perro en Kent",
    intro:
      "En Washington, el dueño de un perro responde por la mayoría de las mordeduras, aunque no haya sido descuidado. Le ayudamos a usted y a su familia a obtener una compensación por el tratamiento, las cicatrices y el trauma.",
    imageAlt: "Ilustración de un perro sentado, con collar",
    seo: {
      title: "Abogado de mordeduras de perro en Kent | Consulta gratis",
      description:
        "¿Sufrió la mordedura o el ataque de un perro en Kent, WA? La ley de Washington protege sus derechos. Consulta gratis; no cobramos si no ganamos.",
    },
  },
  "premises-liability-accident-lawyer": {
    name: "Lesiones en propiedad ajena",
    heading: "Abogado de lesiones en propiedad ajena en Kent",
    intro:
      "¿Se resbaló en un piso mojado, se cayó en una escalera rota o se lastimó por una propiedad insegura? Los dueños de una propiedad deben mantenerla razonablemente segura.",
    imageAlt: "Ilustración de un letrero de piso mojado junto a una escalera",
    seo: {
      title: "Abogado de caídas y lesiones en propiedad ajena en Kent",
      description:
        "¿Se lesionó en una propiedad ajena en Kent, WA? Llevamos casos de resbalones, caídas y propiedades inseguras. Consulta gratis; no cobramos si no ganamos.",
    },
  },
  "wrongful-death-accident-lawyer": {
    name: "Muerte por negligencia",
    heading: "Abogado de muerte por negligencia en Kent",
    intro:
      "Nada puede deshacer la pérdida de un ser querido. Nosotros nos encargamos de la parte legal con cuidado, para que su familia pueda vivir su duelo y buscar que los responsables rindan cuentas.",
    imageAlt: "Ilustración de un lirio blanco junto a una vela",
    seo: {
      title: "Abogado de muerte por negligencia en Kent | Ayuda compasiva",
      description:
        "¿Perdió a un ser querido por la negligencia de otros? Nuestros abogados en Kent ayudan a las familias a buscar justicia. Consulta gratis y confidencial.",
    },
  },
  "catastrophic-injuries-lawyer": {
    name: "Lesiones catastróficas",
    heading: "Abogado de lesiones catastróficas en Kent",
    intro:
      "Una lesión cerebral o de la médula espinal, una amputación o una quemadura grave cambian la vida por completo. Su reclamo debe cubrir los cuidados de toda una vida.",
    imageAlt: "Ilustración de una cruz de hospital y una venda",
    seo: {
      title: "Abogado de lesiones catastróficas en Kent | Consulta gratis",
      description:
        "¿Una lesión cerebral, de médula espinal u otra le cambió la vida en Washington? Preparamos reclamos que cubren toda una vida de cuidados. Consulta gratis.",
    },
  },
};

export const practiceWords: Localized<Record<keyof typeof en, PracticeWords>> = { en, es };

export function findPractice(slug: string): Practice | undefined {
  return practices.find((p) => p.slug === slug);
}
