/** The sample cost reports in test/fixtures/spend/ as the bytes a browser uploads (Vite inlines each file
 * as a data address, so the UTF-16 one arrives unchanged). */
const files = import.meta.glob<string>("/test/fixtures/spend/*.csv", { query: "?url&inline", import: "default", eager: true });

export function fixture(name: string): Uint8Array<ArrayBuffer> {
  const url = files[`/test/fixtures/spend/${name}`];
  if (!url) throw new Error(`No fixture ${name}`);
  const base64 = url.slice(url.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export const fixtureFile = (name: string) => new File([fixture(name)], name, { type: "text/csv" });
