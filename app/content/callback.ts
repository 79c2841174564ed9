/** When and how the firm calls a visitor back, in one wording for the email, the form's confirmation and
 * the no-JavaScript page (app/lib/callback.ts picks). Placeholder copy. */
import type { Localized } from "./i18n";

export interface CallbackWords {
  /** The confirmation's heading (panel, page, email). */
  received: string;
  /** Sent during office hours. */
  soon: (minutes: number) => string;
  /** Sent while the office is closed: `when` is one of `when` below. */
  closed: (when: string) => string;
  when: {
    today: (time: string) => string;
    /** `morning`: the office opens before noon. */
    tomorrow: (time: string, morning: boolean) => string;
    weekday: (day: string, time: string, morning: boolean) => string;
    /** More than 6 days away: the date itself, e.g. "Monday, December 7". */
    date: (date: string, time: string) => string;
    /** No opening in the next 60 days. */
    reopening: string;
  };
  /** After hours with an answering service that calls back the same day, before `time`. */
  tonight: (time: string) => string;
  /** The number the call will come from (caller ID). */
  from: (number: string) => string;
  /** Only when an acknowledgement email will be sent. */
  email: string;
  /** The line before the phone number, from the same after-hours setting as the promise. */
  urgent: { answered: string; officeHours: string };
}

export const callbackWords: Localized<CallbackWords> = {
  en: {
    received: "We received your consultation request",
    soon: (minutes) => `Our office is open now: an intake specialist will call you within ${minutes} minutes.`,
    closed: (when) => `Our office is closed right now. An intake specialist will call you ${when}.`,
    when: {
      today: (time) => `today, once the office opens at ${time}`,
      tomorrow: (time, morning) => `tomorrow${morning ? " morning" : ""}, once the office opens at ${time}`,
      weekday: (day, time, morning) => `on ${day}${morning ? " morning" : ""}, once the office opens at ${time}`,
      date: (date, time) => `on ${date}, once the office opens at ${time}`,
      reopening: "as soon as the office reopens",
    },
    tonight: (time) => `Our office is closed right now. Our answering service will call you back today, before ${time}.`,
    from: (number) => `The call will come from ${number}.`,
    email: "We have also sent you an email with these details.",
    urgent: {
      answered: "If it cannot wait, call us now. Our phones are answered 24 hours a day, 7 days a week:",
      officeHours: "If it is urgent, call us during office hours:",
    },
  },
  es: {
    received: "Recibimos su solicitud de consulta",
    soon: (minutes) => `Nuestra oficina está abierta: un especialista de admisión le llamará en menos de ${minutes} minutos.`,
    // "a. m." already ends the sentence.
    closed: (when) => `Nuestra oficina está cerrada en este momento. Un especialista de admisión le llamará ${when}${when.endsWith(".") ? "" : "."}`,
    when: {
      today: (time) => `hoy, cuando abra la oficina a las ${time}`,
      tomorrow: (time, morning) => `mañana${morning ? " por la mañana" : ""}, cuando abra la oficina a las ${time}`,
      weekday: (day, time, morning) => `el ${day}${morning ? " por la mañana" : ""}, cuando abra la oficina a las ${time}`,
      date: (date, time) => `el ${date}, cuando abra la oficina a las ${time}`,
      reopening: "en cuanto vuelva a abrir la oficina",
    },
    tonight: (time) =>
      `Nuestra oficina está cerrada en este momento. Nuestro servicio de contestación le devolverá la llamada hoy, antes de las ${time}${time.endsWith(".") ? "" : "."}`,
    from: (number) => `Le llamaremos desde el ${number}.`,
    email: "También le enviamos un correo electrónico con estos datos.",
    urgent: {
      answered: "Si no puede esperar, llámenos ahora. Contestamos el teléfono las 24 horas, los 7 días de la semana:",
      officeHours: "Si es urgente, llámenos en horario de oficina:",
    },
  },
};
