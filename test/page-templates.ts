/**
 * One page of each template (and the address variants worth checking), shared by the
 * quality checks: the Worker header test, the browser accessibility and HTML-validity
 * tests, and `npm run audit` (scripts/audit/). Plain TypeScript without imports, so
 * Node runs it directly (type stripping).
 */
interface PageTemplate {
  /** A short name for reports. */
  name: string;
  path: string;
  /** The HTTP status the page answers with. */
  status: number;
}

export const pageTemplates: readonly PageTemplate[] = [
  { name: "home", path: "/", status: 200 },
  { name: "practice", path: "/kent-wa/car-accident-lawyer", status: 200 },
  { name: "practice (Seattle address)", path: "/seattle-wa/truck-accident-lawyer", status: 200 },
  { name: "city: Kent", path: "/kent-wa/personal-injury-lawyer", status: 200 },
  { name: "city: Seattle", path: "/seattle-personal-injury-lawyer", status: 200 },
  { name: "city: Olympia", path: "/olympia-wa/personal-injury-lawyer", status: 200 },
  { name: "city: Port Orchard", path: "/port-orchard-wa/personal-injury-lawyer", status: 200 },
  { name: "attorney", path: "/attorney/kent-wa/samuel-okafor", status: 200 },
  { name: "resources", path: "/resources", status: 200 },
  { name: "resources, filtered", path: "/resources?practice=car-accident-lawyer", status: 200 },
  { name: "article", path: "/resources/first-48-hours-after-a-car-crash", status: 200 },
  { name: "reviews", path: "/reviews", status: 200 },
  { name: "case results", path: "/case-results", status: 200 },
  { name: "accessibility", path: "/accessibility", status: 200 },
  { name: "sitemap", path: "/sitemap", status: 200 },
  { name: "privacy policy", path: "/privacy-policy", status: 200 },
  { name: "not found", path: "/this-page-does-not-exist", status: 404 },
  { name: "consultation received", path: "/consultation-received", status: 200 },
  { name: "consultation questions (no key)", path: "/consultation-questions", status: 200 },
  { name: "es: home", path: "/es", status: 200 },
  { name: "es: practice", path: "/es/kent-wa/abogado-de-accidentes-de-auto", status: 200 },
  { name: "es: city", path: "/es/kent-wa/abogado-de-lesiones-personales", status: 200 },
  { name: "es: attorney", path: "/es/abogados/samuel-okafor", status: 200 },
  { name: "es: resources", path: "/es/recursos", status: 200 },
  { name: "es: article", path: "/es/recursos/primeras-48-horas-despues-de-un-choque", status: 200 },
  { name: "es: reviews", path: "/es/testimonios", status: 200 },
  { name: "es: case results", path: "/es/resultados", status: 200 },
  { name: "es: accessibility", path: "/es/accesibilidad", status: 200 },
  { name: "es: sitemap", path: "/es/mapa-del-sitio", status: 200 },
  { name: "es: privacy policy", path: "/es/politica-de-privacidad", status: 200 },
  { name: "es: not found", path: "/es/no-existe", status: 404 },
  { name: "es: consultation received", path: "/es/consulta-recibida", status: 200 },
];

/** The pages Lighthouse measures (npm run audit). */
export const lighthousePages: readonly string[] = [
  "/",
  "/kent-wa/car-accident-lawyer",
  "/kent-wa/personal-injury-lawyer",
  "/attorney/kent-wa/samuel-okafor",
  "/resources/first-48-hours-after-a-car-crash",
  "/es",
  "/es/kent-wa/abogado-de-accidentes-de-auto",
  "/es/kent-wa/abogado-de-lesiones-personales",
  "/es/abogados/samuel-okafor",
  "/es/recursos/primeras-48-horas-despues-de-un-choque",
];
