/** The desk's "Reply by email": subject and first line in the visitor's language; staff write the rest. */
export interface ReplyEmail {
  subject: string;
  greeting: (name: string) => string;
}

export const replyEmail: Record<"en" | "es", ReplyEmail> = {
  en: {
    subject: "Your consultation request with Kestrel Injury Law",
    greeting: (name) => `Hello ${name},\n\nThank you for your consultation request. `,
  },
  es: {
    subject: "Su solicitud de consulta con Kestrel Injury Law",
    greeting: (name) => `Hola ${name}:\n\nGracias por su solicitud de consulta. `,
  },
};

/** A mailto: address with the subject and greeting filled in. */
export function replyMailto(email: string, name: string, language: string): string {
  const copy = replyEmail[language === "es" ? "es" : "en"];
  return `mailto:${email}?subject=${encodeURIComponent(copy.subject)}&body=${encodeURIComponent(copy.greeting(name))}`;
}
