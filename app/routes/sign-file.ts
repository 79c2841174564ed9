/** The signing link's PDFs, streamed from R2: the agreement while it can be signed, the signed copy for 30 days. */
import type { Route } from "./+types/sign-file";
import { agreementByToken, agreementLang, stateOf } from "~/agreements/agreement.server";
import { appContext } from "~/lib/app-context";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const row = await agreementByToken(db, params.token);
  const state = row ? stateOf(row, new Date()) : "invalid";
  const key = !row
    ? null
    : params.file === "agreement.pdf" && (state === "open" || state === "signed")
      ? row.unsignedKey
      : params.file === "signed.pdf" && state === "signed"
        ? row.signedKey
        : null;
  const file = key ? await env.FILES.get(key) : null;
  if (!row || !file)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  const name = `${agreementLang(row) === "es" ? "contrato" : "fee-agreement"}${params.file === "signed.pdf" ? "-signed" : ""}.pdf`;
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
