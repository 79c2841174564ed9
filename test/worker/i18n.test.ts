/**
 * The Spanish site: every English canonical page has a Spanish twin under /es/ with
 * lang="es", the two name each other (hreflang both ways, x-default English), the
 * language switch leads from one to the other, and a Spanish page shows no English
 * interface word.
 */
import { describe, expect, it } from "vitest";
import { caseTypeLabels } from "~/content/case-types";
import { formWords } from "~/content/consultation-form";
import { firmWords } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import { messages } from "~/content/messages";
import { staticPageWords } from "~/content/static-pages";
import { sitePages } from "~/lib/addresses";
import { call, decode, ORIGIN } from "./helpers";
import { emailRecorder, formFields, leadsWhere, postJson, postPage, send, validLead } from "./lead-helpers";

const canonicals = (lang: Lang) => sitePages.filter((p) => p.lang === lang && p.path === p.canonical);

const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));

/** Every string in a words object (functions called with sample arguments). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return strings((value as (...args: unknown[]) => unknown)("…", 1, 2));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The text a person meets on a page: its text, and the names and descriptions in attributes. */
function readable(html: string): string {
  const body = html.slice(html.indexOf("<body"), html.indexOf("<script", html.lastIndexOf("</footer>")));
  const attributes = [...body.matchAll(/ (?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = body.replace(/<(script|style)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, "\n");
  return decode(`${text}\n${attributes.join("\n")}`)!;
}

describe("every English canonical page has a Spanish twin", () => {
  it.each(canonicals("en").map((p) => [p.path, p] as const))("%s", async (path, page) => {
    const en = await (await call(path)).text();
    const twin = page.alternates.es;
    expect(twin.startsWith("/es")).toBe(true);
    const res = await call(twin);
    expect(res.status, twin).toBe(200);
    const es = await res.text();
    expect(es).toContain('<html lang="es"');
    expect(en).toContain('<html lang="en"');
    // hreflang both ways; each language's canonical names itself.
    const expected = { en: `${ORIGIN}${path}`, es: `${ORIGIN}${twin}`, "x-default": `${ORIGIN}${path}` };
    expect(alternatesOf(en)).toEqual(expected);
    expect(alternatesOf(es)).toEqual(expected);
    expect(es).toContain(`<link rel="canonical" href="${ORIGIN}${twin}"/>`);
    // The same indexing choice in both languages.
    expect(/<meta name="robots" content="([^"]+)"/.exec(es)?.[1]).toBe(/<meta name="robots" content="([^"]+)"/.exec(en)?.[1]);
    // The language switch leads to the twin, marked with its own language.
    expect(en).toMatch(new RegExp(`<a lang="es" hrefLang="es" title="Ver esta página en español"[^>]*href="${twin}"[^>]*><span lang="es">Español</span></a>`));
    expect(es).toMatch(new RegExp(`<a lang="es" hrefLang="en" title="Ver esta página en inglés"[^>]*href="${path}"[^>]*><span lang="en">English</span></a>`));
  });

  it("covers every canonical page of both languages", () => {
    expect(canonicals("es").length).toBe(canonicals("en").length);
    expect(new Set(canonicals("en").map((p) => p.alternates.es))).toEqual(new Set(canonicals("es").map((p) => p.path)));
  });

  it("other addresses of a page lead to its canonical twin", async () => {
    const html = await (await call("/seattle-wa/car-accident-lawyer")).text();
    expect(alternatesOf(html).es).toBe(`${ORIGIN}/es/kent-wa/abogado-de-accidentes-de-auto`);
    expect(html).toContain('href="/es/kent-wa/abogado-de-accidentes-de-auto"');
  });
});

describe("Spanish pages", () => {
  const englishOnly = [
    ...new Set(
      [messages, formWords, caseTypeLabels, firmWords, staticPageWords]
        .flatMap((words) => strings(words.en).filter((s) => !strings(words.es).includes(s)))
        // Fragments too short to mean anything on their own ("and", "Call").
        .filter((s) => s.length >= 6 && s !== "Hablamos español"),
    ),
  ];

  it.each(canonicals("es").map((p) => [p.path] as const))("%s shows no English interface words", async (path) => {
    const text = readable(await (await call(path)).text());
    const found = englishOnly.filter((s) => text.includes(s));
    expect(found).toEqual([]);
  });

  it("say 'Hablamos español' only on English pages, beside the phone number", async () => {
    const en = await (await call("/")).text();
    expect(en).toMatch(/\(253\) 555-0142<\/span><span lang="es"[^>]*>Hablamos español<\/span>/);
    expect(await (await call("/es")).text()).not.toContain("Hablamos español");
  });

  it("publish their structured data in Spanish", async () => {
    const html = await (await call("/es")).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(data.find((d) => d["@type"] === "WebPage")).toMatchObject({ inLanguage: "es", url: `${ORIGIN}/es` });
    const faq = data.find((d) => d["@type"] === "FAQPage");
    expect(faq.inLanguage).toBe("es");
    expect(faq.mainEntity[0].name).toMatch(/^¿/);
    expect(data.find((d) => d["@type"] === "Person")?.url).toBe(`${ORIGIN}/es/abogados/marcus-kestrel`);
  });

  it("carry the form in Spanish, posting to the Spanish page with its language", async () => {
    const html = await (await call("/es/kent-wa/abogado-de-accidentes-de-auto")).text();
    expect(html).toContain('action="/es/kent-wa/abogado-de-accidentes-de-auto"');
    expect(html).toContain('<input type="hidden" name="language" value="es"/>');
    expect(html).toContain(">Quiero mi consulta gratis</button>");
    expect(html).toContain('<option value="car-accidents" selected="">Accidentes de auto</option>');
    expect(html).toContain('href="/es/politica-de-privacidad"');
  });
});

describe("a request sent from a Spanish page", () => {
  const page = "/es/kent-wa/abogado-de-accidentes-de-auto";
  const spanishMessages = {
    name: "Escriba su nombre",
    email: "Escriba un correo electrónico válido",
    caseType: "Elija un tipo de caso",
    description: "Cuéntenos brevemente qué pasó (al menos 10 caracteres)",
    privacyConsent: "Para enviar, marque la casilla de aceptación",
  };

  it("is answered in Spanish, field by field, with JavaScript (JSON)", async () => {
    const res = await postJson({ name: "", email: "x", caseType: "", description: "corta", privacyConsent: false, language: "es", sourceUrl: page });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: "Corrija los campos marcados.", fieldErrors: spanishMessages });
  });

  it("is answered in Spanish before its fields are read, by the page it came from", async () => {
    const res = await send("{}", "text/plain", { headers: { Referer: `${ORIGIN}${page}` } });
    expect(res.status).toBe(415);
    expect((await res.json<{ error: string }>()).error).toMatch(/^Envíe la solicitud como JSON/);
  });

  it("is stored with its language, and the staff email says so at the top", async () => {
    const email = emailRecorder();
    const lead = validLead({ name: "María Pérez", language: "es", sourceUrl: `${ORIGIN}${page}`, caseType: "car-accidents" });
    expect((await postJson(lead, { email })).status).toBe(200);
    const [row] = await leadsWhere("idempotency_key = ?", lead.idempotencyKey);
    expect(row.language).toBe("es");
    const [message] = email.sent;
    expect(message.subject).toBe("New consultation request (in Spanish): Car Accidents - María Pérez");
    expect(message.text!.split("\n")[0]).toBe("WROTE IN SPANISH: this person sent the request from the Spanish site. Please answer in Spanish.");
    expect(message.html).toMatch(/<body[^>]*><p[^>]*>WROTE IN SPANISH/);
    expect(message.text).toContain("Language: Spanish");
  });

  it("takes its language from the page address when the request does not name one", async () => {
    const lead = validLead({ sourceUrl: `${ORIGIN}${page}` });
    await postJson(lead, { email: emailRecorder() });
    expect((await leadsWhere("idempotency_key = ?", lead.idempotencyKey))[0].language).toBe("es");
    const english = validLead();
    await postJson(english, { email: emailRecorder() });
    expect((await leadsWhere("idempotency_key = ?", english.idempotencyKey))[0].language).toBe("en");
  });

  it("without JavaScript: the Spanish page again with Spanish messages, or the Spanish confirmation page", async () => {
    const refused = await postPage(page, formFields({ name: "", email: "x", description: "corta", privacyConsent: "", sourceUrl: page }));
    expect(refused.status).toBe(400);
    const html = decode(await refused.text())!;
    expect(html).toContain('<html lang="es"');
    for (const message of [spanishMessages.name, spanishMessages.email, spanishMessages.description, spanishMessages.privacyConsent]) {
      expect(html).toContain(message);
    }
    expect(html).toContain("Corrija los campos marcados abajo.");

    const fields = formFields({ sourceUrl: page, sourcePage: page });
    const sent = await postPage(page, fields, { email: emailRecorder() });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/^\/es\/consulta-recibida\?call=/);
    expect((await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0]).toMatchObject({ language: "es", submitted_via: "form" });

    const confirmation = decode(await (await call(sent.headers.get("location")!)).text())!;
    expect(confirmation).toContain(">Recibimos su solicitud de consulta</h1>");
    expect(confirmation).toMatch(/le llamará|le devolverá la llamada/);
  });
});
