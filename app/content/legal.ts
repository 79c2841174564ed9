import { firm } from "./firm";
import type { Localized } from "./i18n";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

const name = firm.brands.primary;
const contact = `${firm.office.street}, ${firm.office.suite}, ${firm.office.city}, ${firm.office.region} ${firm.office.postalCode}, or call ${firm.phone.display.replace(" ", "\u00a0")}`;
const contactEs = `${firm.office.street}, ${firm.office.suite}, ${firm.office.city}, ${firm.office.region} ${firm.office.postalCode}, o llame al ${firm.phone.display.replace(" ", "\u00a0")}`;

/** Placeholder policy text: have the firm's counsel review it before launch. */
const privacyPolicy: LegalSection[] = [
  {
    heading: "Who we are",
    paragraphs: [
      `This website is operated by ${firm.legalName}, doing business as ${firm.brands.primary} and ${firm.brands.secondary} ("we", "us"). This policy explains what we collect through this site, why, and the choices you have.`,
    ],
  },
  {
    heading: "What we collect",
    paragraphs: [
      "When you send a consultation request we collect what you type into the form: your name, email address, phone number (if you give it), the type of case, and your description of what happened. We also record the page you sent it from, the time, and technical information needed to protect the form from abuse, such as your IP address, which we use for rate limiting and do not store with your request.",
      "We do not use advertising trackers, and we do not sell or rent your information to anyone. How we note where a visit came from is explained below.",
    ],
  },
  {
    heading: "How you found us, and calls from the site",
    paragraphs: [
      "To know which of our advertising and listings actually help people reach us, the site notes how a visit began: the first page you opened, the site that linked to it (its address only, never a search you typed), and the campaign tags and ad click codes that an ad link may add to our address (such as utm_source or gclid). Your browser keeps these in its session storage for this browser tab only; they are deleted when you close the tab. If JavaScript is off in your browser, they travel instead in the addresses of the links you follow on our site. We use no cookies for this and no third-party scripts, and the site sends nothing to Google, Meta or any other company.",
      "If you came to our site from a Google ad and later become our client, we may report to Google the ad's click code (gclid) and that it led to a signed client, with the date and the expected value of the case, so that Google can tell us which ads help people reach us. Nothing else of yours is reported: not your name, your contact details or anything you wrote. Our staff upload this report themselves; the site does not send it.",
      "If you send a consultation request, these few notes travel with it and are kept with your request, for as long as the request itself (see below). When you tap one of our phone numbers, the site counts that tap: a number per page and per day, with how the visit began. It records nothing about you: no name, no address, no IP address. We keep these daily counts for two years, to compare our advertising from one season to the next.",
    ],
  },
  {
    heading: "Signing your fee agreement online",
    paragraphs: [
      "If you become our client, we may send you a private link to read and sign our fee agreement on this site. When you agree to sign electronically and when you sign, we record the time, the name you type, your IP address and your browser's user agent (the description of the browser and device it sends), with a fingerprint (SHA-256) of the exact document you were shown. We keep them with the signed agreement, as proof of who signed what and when, for as long as we keep your file.",
    ],
  },
  {
    heading: "How we use it",
    paragraphs: [
      "We use your request only to contact you about your potential case, to decide whether we can help, and to keep a record of the request. Our staff receive it by email and store it in a secure database.",
      "Sending a request does not create an attorney-client relationship, and you should not send confidential information until we have agreed to represent you.",
    ],
  },
  {
    heading: "Who receives your request",
    paragraphs: [
      "Your request goes at once to our intake staff by email, and we send you one email to confirm we received it; that email repeats nothing you typed. Where we use them, your request also goes to these service providers, which process it only for us and on our instructions:",
      "Our case-management system (Clio Grow, by Clio): your name, email address, phone number, the type of case, your description, the page you sent it from and how your visit began, so that we can work on your request there.",
      "The text-message provider that alerts the attorney on call (Twilio): a short text with the type of case, the page you sent it from, its language, your phone number and a link to your request in our own system. It never contains your name or your description.",
      "Software we connect to this site by a signed webhook (such as intake or case-management tools): your request in full and how your visit began.",
    ],
  },
  {
    heading: "Washington consumer health data privacy notice",
    paragraphs: [
      "Under Washington's My Health My Data Act (RCW 19.373), a description of an injury or medical condition can be consumer health data. If you describe your injuries in our form, we collect that information from you, with your consent, for one purpose: to evaluate and respond to your request for legal help.",
      'We share consumer health data only with our own attorneys and staff, and with the service providers that host our website, database and email, our case-management system and the software we connect to it (see "Who receives your request"), who process it only for us and on our instructions. The text message to the attorney on call never contains it. We do not sell consumer health data.',
      `You have the right to confirm whether we hold your consumer health data, to see it, to have it deleted, and to withdraw your consent. To use these rights, write to us at ${contact}. We will respond within 45 days. If we deny your request, you may appeal by replying to our answer, and you may contact the Washington State Attorney General's Office.`,
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "We keep consultation requests for as long as needed to respond and to meet our professional and legal record-keeping duties, and then delete them.",
    ],
  },
  {
    heading: "Security",
    paragraphs: [
      "The site is served only over an encrypted connection, and access to stored requests is limited to the firm's staff. No method of transmission or storage is perfectly secure, so please share only what is needed for a first conversation.",
    ],
  },
  {
    heading: "Contact us",
    paragraphs: [`Questions about this policy? Write to ${name} at ${contact}.`],
  },
];

const termsOfUse: LegalSection[] = [
  {
    heading: "Acceptance",
    paragraphs: [
      `By using this website you agree to these terms. If you do not agree, please do not use the site. ${firm.legalName} may update these terms at any time by posting a new version here.`,
    ],
  },
  {
    heading: "Not legal advice",
    paragraphs: [
      "The content of this site is general information, not legal advice for your situation. Laws change and every case depends on its facts. Talk to a lawyer before acting on anything you read here.",
    ],
  },
  {
    heading: "No attorney-client relationship",
    paragraphs: [
      "Using this site, calling us, or sending a consultation request does not create an attorney-client relationship. That relationship begins only when we agree in writing to represent you.",
    ],
  },
  {
    heading: "Attorney advertising and past results",
    paragraphs: ["This website is attorney advertising. Past results and client reviews do not guarantee or predict a similar outcome in any future matter."],
  },
  {
    heading: "Communications",
    paragraphs: [
      "When you send a consultation request, you agree that we may contact you by phone, text message or email about your request. You can ask us to stop at any time.",
    ],
  },
  {
    heading: "Use of the site",
    paragraphs: [
      "Please do not misuse the site: no automated submissions, attempts to break its security, or unlawful content. The text, images and design of the site belong to the firm and may not be copied without permission.",
    ],
  },
  {
    heading: "Links to other sites",
    paragraphs: [
      "Links to other websites are provided for convenience. We do not control those sites and are not responsible for their content or privacy practices.",
    ],
  },
  {
    heading: "Governing law",
    paragraphs: ["These terms are governed by the laws of the State of Washington."],
  },
];

/** Before the Spanish policy and terms: the English version governs. */
const translationNote: LegalSection = {
  heading: "Sobre esta traducción",
  paragraphs: ["Si esta traducción y la versión en inglés no coinciden, prevalece la versión en inglés."],
};

/** The Spanish policy: the same sections, after the note on the translation. */
const privacyPolicyEs: LegalSection[] = [
  translationNote,
  {
    heading: "Quiénes somos",
    paragraphs: [
      `Este sitio web es operado por ${firm.legalName}, que usa los nombres comerciales ${firm.brands.primary} y ${firm.brands.secondary} (“nosotros”). Esta política explica qué información recopilamos en este sitio, para qué la usamos y qué opciones tiene usted.`,
    ],
  },
  {
    heading: "Qué información recopilamos",
    paragraphs: [
      "Cuando nos envía una solicitud de consulta, recopilamos lo que usted escribe en el formulario: su nombre, su correo electrónico, su número de teléfono (si nos lo da), el tipo de caso y su descripción de lo que pasó. También registramos la página desde la que la envió, la hora y los datos técnicos necesarios para proteger el formulario contra el abuso, como su dirección IP, que usamos para limitar la cantidad de envíos y que no guardamos junto con su solicitud.",
      "No usamos rastreadores publicitarios, y no vendemos ni alquilamos su información a nadie. Más abajo explicamos cómo anotamos de dónde viene una visita.",
    ],
  },
  {
    heading: "Cómo nos encontró, y las llamadas desde el sitio",
    paragraphs: [
      "Para saber cuáles de nuestros anuncios y listados de verdad ayudan a la gente a comunicarse con nosotros, el sitio anota cómo empezó su visita: la primera página que abrió, el sitio que lo envió a ella (solo su dirección, nunca lo que usted haya buscado) y las etiquetas de campaña y los códigos de clic que un anuncio puede agregar a nuestra dirección (como utm_source o gclid). Su navegador guarda estos datos en su almacenamiento de sesión, solo para esta pestaña, y se borran cuando usted la cierra. Si su navegador tiene JavaScript desactivado, estos datos viajan en cambio en las direcciones de los enlaces que usted siga en nuestro sitio. No usamos cookies para esto ni programas de terceros, y el sitio no envía nada a Google, Meta ni a ninguna otra empresa.",
      "Si usted llegó a nuestro sitio desde un anuncio de Google y después se convierte en nuestro cliente, podemos informar a Google el código de clic de ese anuncio (gclid) y que llevó a un cliente contratado, con la fecha y el valor esperado del caso, para que Google nos diga qué anuncios ayudan a la gente a comunicarse con nosotros. No informamos nada más sobre usted: ni su nombre, ni sus datos de contacto, ni nada de lo que escribió. Nuestro personal sube este informe personalmente; el sitio no lo envía.",
      "Si nos envía una solicitud de consulta, estos pocos datos la acompañan y se guardan con su solicitud, durante el mismo tiempo que ella (vea más abajo). Cuando usted toca uno de nuestros números de teléfono, el sitio cuenta ese toque: un número por página y por día, junto con cómo empezó la visita. No registra nada sobre usted: ni su nombre, ni su dirección, ni su dirección IP. Guardamos estos conteos diarios durante dos años, para comparar nuestra publicidad de una temporada a otra.",
    ],
  },
  {
    heading: "Firma de su contrato de honorarios en línea",
    paragraphs: [
      "Si usted se convierte en nuestro cliente, podemos enviarle un enlace privado para leer y firmar nuestro contrato de honorarios en este sitio. Cuando acepta firmar electrónicamente y cuando firma, registramos la hora, el nombre que escribe, su dirección IP y el agente de usuario de su navegador (la descripción del navegador y del dispositivo que este envía), con una huella (SHA-256) del documento exacto que se le mostró. Los guardamos con el contrato firmado, como prueba de quién firmó qué y cuándo, mientras conservemos su expediente.",
    ],
  },
  {
    heading: "Cómo la usamos",
    paragraphs: [
      "Usamos su solicitud solo para comunicarnos con usted sobre su posible caso, para decidir si podemos ayudarle y para guardar un registro de la solicitud. Nuestro personal la recibe por correo electrónico y la guarda en una base de datos segura.",
      "Enviar una solicitud no crea una relación abogado-cliente, y no debe enviarnos información confidencial hasta que hayamos acordado representarlo.",
    ],
  },
  {
    heading: "Quién recibe su solicitud",
    paragraphs: [
      "Su solicitud llega de inmediato a nuestro personal de admisión por correo electrónico, y a usted le enviamos un correo para confirmar que la recibimos; ese correo no repite nada de lo que usted escribió. Cuando los usamos, su solicitud también llega a estos proveedores de servicios, que la tratan solo por cuenta nuestra y según nuestras instrucciones:",
      "Nuestro sistema de gestión de casos (Clio Grow, de Clio): su nombre, su correo electrónico, su teléfono, el tipo de caso, su descripción, la página desde la que la envió y cómo empezó su visita, para que podamos trabajar su solicitud allí.",
      "El proveedor de mensajes de texto que avisa al abogado de turno (Twilio): un mensaje breve con el tipo de caso, la página desde la que la envió, su idioma, su número de teléfono y un enlace a su solicitud en nuestro propio sistema. Nunca contiene su nombre ni su descripción.",
      "Los programas que conectamos a este sitio mediante un webhook firmado (como herramientas de admisión o de gestión de casos): su solicitud completa y cómo empezó su visita.",
    ],
  },
  {
    heading: "Aviso de privacidad de datos de salud del consumidor de Washington",
    paragraphs: [
      "Según la ley My Health My Data («Mi salud, mis datos») de Washington (RCW 19.373), la descripción de una lesión o de un problema de salud puede considerarse un dato de salud del consumidor. Si usted describe sus lesiones en nuestro formulario, recopilamos esa información directamente de usted, con su consentimiento, para un solo propósito: evaluar y responder a su solicitud de ayuda legal.",
      "Solo compartimos los datos de salud del consumidor con nuestros propios abogados y empleados, y con los proveedores de servicios que alojan nuestro sitio web, nuestra base de datos y nuestro correo electrónico, nuestro sistema de gestión de casos y los programas que conectamos a él (vea «Quién recibe su solicitud»), quienes los tratan solo por cuenta nuestra y según nuestras instrucciones. El mensaje de texto al abogado de turno nunca los contiene. No vendemos datos de salud del consumidor.",
      `Usted tiene derecho a confirmar si tenemos sus datos de salud del consumidor, a acceder a ellos, a pedir que los eliminemos y a retirar su consentimiento. Para ejercer estos derechos, escríbanos a ${contactEs}. Le responderemos en un plazo de 45 días. Si rechazamos su solicitud, puede apelar esa decisión contestando a nuestro mensaje, y también puede comunicarse con la Oficina del Procurador General del Estado de Washington.`,
    ],
  },
  {
    heading: "Cuánto tiempo la guardamos",
    paragraphs: [
      "Guardamos las solicitudes de consulta durante el tiempo necesario para responderlas y para cumplir con nuestras obligaciones profesionales y legales de conservar registros. Después, las eliminamos.",
    ],
  },
  {
    heading: "Seguridad",
    paragraphs: [
      "El sitio solo funciona a través de una conexión cifrada, y solo el personal del bufete tiene acceso a las solicitudes guardadas. Ningún método de transmisión o almacenamiento es totalmente seguro, así que le pedimos que comparta solo lo necesario para una primera conversación.",
    ],
  },
  {
    heading: "Comuníquese con nosotros",
    paragraphs: [`¿Tiene preguntas sobre esta política? Escriba a ${name}, ${contactEs}.`],
  },
];

const termsOfUseEs: LegalSection[] = [
  translationNote,
  {
    heading: "Aceptación",
    paragraphs: [
      `Al usar este sitio web, usted acepta estas condiciones. Si no está de acuerdo, le pedimos que no use el sitio. ${firm.legalName} puede actualizar estas condiciones en cualquier momento publicando aquí una nueva versión.`,
    ],
  },
  {
    heading: "No es asesoría legal",
    paragraphs: [
      "El contenido de este sitio es información general, no asesoría legal para su situación. Las leyes cambian y cada caso depende de sus propios hechos. Hable con un abogado antes de tomar cualquier decisión basada en lo que lea aquí.",
    ],
  },
  {
    heading: "No existe una relación abogado-cliente",
    paragraphs: [
      "Usar este sitio, llamarnos o enviarnos una solicitud de consulta no crea una relación abogado-cliente. Esa relación solo comienza cuando acordamos por escrito representarlo.",
    ],
  },
  {
    heading: "Publicidad de abogados y resultados anteriores",
    paragraphs: [
      "Este sitio web es publicidad de abogados. Los resultados anteriores y las reseñas de clientes no garantizan ni predicen un resultado similar en ningún asunto futuro.",
    ],
  },
  {
    heading: "Comunicaciones",
    paragraphs: [
      "Al enviarnos una solicitud de consulta, usted acepta que nos comuniquemos con usted por teléfono, mensaje de texto o correo electrónico sobre su solicitud. Puede pedirnos que dejemos de hacerlo en cualquier momento.",
    ],
  },
  {
    heading: "Uso del sitio",
    paragraphs: [
      "Le pedimos que no haga mal uso del sitio: nada de envíos automatizados, intentos de violar su seguridad ni contenido ilegal. Los textos, las imágenes y el diseño del sitio pertenecen al bufete y no se pueden copiar sin permiso.",
    ],
  },
  {
    heading: "Enlaces a otros sitios",
    paragraphs: [
      "Los enlaces a otros sitios web se ofrecen para su comodidad. No controlamos esos sitios y no somos responsables de su contenido ni de sus prácticas de privacidad.",
    ],
  },
  {
    heading: "Ley aplicable",
    paragraphs: ["Estas condiciones se rigen por las leyes del Estado de Washington."],
  },
];

const en = { privacy: privacyPolicy, terms: termsOfUse };

// Spanish: the same shape, written for Spanish-speaking readers (not word for word).
const es: typeof en = { privacy: privacyPolicyEs, terms: termsOfUseEs };

/** The privacy policy and the terms of use, by language. */
export const legal: Localized<typeof en> = { en, es };
