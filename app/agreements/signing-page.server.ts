/** The fee agreement's signing page, its server side (decision 0057): a GET only reads; consent, then a typed
 * name; every refusal is a page in the person's language, and the desk is told. */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { AgreementRow } from "~/db/schema.server";
import { appContext } from "~/lib/app-context";
import { readPageForm } from "~/lib/http.server";
import { kentDateTime } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { signingFilePath, signingPath } from "~/lib/page-addresses";
import { agreementByToken, agreementLang, signAgreement, type SigningState, stateOf, tellDesk } from "./agreement.server";
import { signedCopyUntil } from "./agreement-rules";
import { recordConsent } from "./store.server";

export type Refusal = "invalid" | "expired" | "revoked" | "gone" | "changed" | "again";
export type View =
  | { state: "refused"; reason: Refusal }
  | {
      state: "consent" | "sign";
      text: AgreementRow["documentText"];
      signer: string;
      hash: string;
      download: string;
      error?: "consent" | "empty" | "mismatch";
      typed?: string;
    }
  | { state: "signed"; at: string; download: string; until: string };

function viewOf(row: AgreementRow | undefined, token: string, now: Date): View {
  if (!row) return { state: "refused", reason: "invalid" };
  const lang = agreementLang(row);
  const state: Exclude<SigningState, "invalid"> = stateOf(row, now);
  if (state === "signed")
    return {
      state: "signed",
      at: kentDateTime(new Date(row.signedAt!), lang === "es" ? "es-US" : "en-US"),
      download: signingFilePath(token, lang, "signed"),
      until: signedCopyUntil(row.signedAt!).toISOString(),
    };
  if (state !== "open") return { state: "refused", reason: state };
  return {
    state: row.status === "viewed" ? "sign" : "consent",
    text: row.documentText,
    signer: row.signerName,
    hash: row.documentSha256,
    download: signingFilePath(token, lang, "agreement"),
  };
}

export async function signingLoader({ params, context }: Pick<LoaderFunctionArgs, "params" | "context">) {
  const { db } = context.get(appContext);
  const token = params.token ?? "";
  const view = viewOf(await agreementByToken(db, token), token, new Date());
  return data(view, { status: view.state === "refused" ? (view.reason === "invalid" ? 404 : 410) : 200 });
}

/** A consent or a signature post is a few short fields. */
const SIGN_FORM_LIMIT = 16 * 1024;

const refusalStatus: Record<Refusal, number> = { invalid: 404, expired: 410, revoked: 410, gone: 410, changed: 409, again: 409 };

export async function signingAction({ request, params, context }: Pick<ActionFunctionArgs, "request" | "params" | "context">) {
  const { db, env } = context.get(appContext);
  const token = params.token ?? "";
  const form = await readPageForm(request, SIGN_FORM_LIMIT);
  const now = new Date();
  const row = await agreementByToken(db, token);
  const refuse = (reason: Refusal) => data<View>({ state: "refused", reason }, { status: refusalStatus[reason] });
  if (!row) {
    log("warn", "agreement_unknown_link", { method: "POST" });
    return refuse("invalid");
  }
  const state = stateOf(row, now);
  if (state === "signed" || state === "gone") {
    await tellDesk(db, row, "reused", "A signature was posted again on a signed link; nothing changed", now);
    return state === "signed" ? redirect(signingPath(token, agreementLang(row)), 303) : refuse("gone");
  }
  if (state !== "open") {
    await tellDesk(db, row, state, `A ${state} link was used; nothing recorded`, now);
    return refuse(state);
  }
  const back = redirect(signingPath(token, agreementLang(row)), 303);
  if (form.get("intent") === "consent") {
    if (form.get("consent") !== "yes") return data<View>({ ...viewOf(row, token, now), error: "consent" } as View, { status: 400 });
    await recordConsent(db, row, now);
    return back;
  }
  const typed = String(form.get("name") ?? "").slice(0, 300);
  const outcome = await signAgreement(
    env,
    db,
    row,
    {
      typedName: typed,
      documentHash: String(form.get("hash") ?? ""),
      ip: request.headers.get("CF-Connecting-IP"),
      userAgent: request.headers.get("User-Agent"),
    },
    now,
  );
  switch (outcome.kind) {
    case "signed":
      return back;
    case "again":
      await tellDesk(db, row, "reused", "A second signature post; the first one stands", now);
      return back;
    case "changed":
      await tellDesk(db, row, "changed", "A signature post carried another document's hash; refused", now);
      return refuse("changed");
    case "refused":
      await tellDesk(db, row, outcome.reason, refusedDetail[outcome.reason], now);
      return data<View>({ ...viewOf(row, token, now), error: outcome.reason, typed } as View, { status: 400 });
  }
}

const refusedDetail = {
  consent: "A signature was posted before the electronic-records consent; refused",
  empty: "A signature was posted with no typed name; refused",
  mismatch: "A typed name did not match the signer's legal name; refused",
} as const;
