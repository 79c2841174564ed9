export interface Faq {
  question: string;
  answer: string;
}

/** The home page's ten personal injury FAQs (also published as FAQPage structured data). */
export const homeFaqs: Faq[] = [
  {
    question: "How long do I have to file a personal injury claim in Washington?",
    answer:
      "In most cases, Washington gives you three years from the date of the injury to file a lawsuit. Some claims, such as those against a government agency, have shorter notice deadlines, so it is best to talk to a lawyer as soon as you can.",
  },
  {
    question: "What if I was partly at fault for the accident?",
    answer:
      "Washington follows a pure comparative fault rule. You can still recover damages even if you were partly at fault; your compensation is reduced by your share of the blame. If you were 20% at fault, for example, you can recover 80% of your damages.",
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
];
