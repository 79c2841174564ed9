/** The fee agreement's signing page (decision 0057): server-rendered plain forms (no JavaScript needed),
 * consent first, then a typed name. A GET only reads; every refusal is a page in the person's language. */
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign";
import { signingWords } from "~/content/fee-agreement";
import { brandName, firm, telHref } from "~/content/firm";
import { langOfPath, type Lang } from "~/content/i18n";
import type { AgreementRow } from "~/db/schema.server";
import { agreementByToken, agreementLang, signAgreement, type SigningState, stateOf, tellDesk } from "~/agreements/agreement.server";
import { recordConsent } from "~/agreements/store.server";
import { signedCopyUntil } from "~/agreements/agreement-rules";
import { appContext } from "~/lib/app-context";
import { kentDateTime } from "~/lib/kent-time";
import { readPageForm } from "~/lib/http.server";
import { log } from "~/lib/log";
import { useLang } from "~/lib/page";
import { signingFilePath, signingPath } from "~/lib/page-addresses";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${signingWords[langOfPath(location.pathname)].heading} | ${brandName("primary")}` },
  { name: "robots", content: "noindex, nofollow" },
];

type Refusal = "invalid" | "expired" | "revoked" | "gone" | "changed" | "again";
type View =
  | { state: "refused"; reason: Refusal }
  | { state: "consent" | "sign"; text: AgreementRow["documentText"]; signer: string; hash: string; download: string; error?: "consent" | "empty" | "mismatch"; typed?: string }
  | { state: "signed"; at: string; download: string; until: string };

function viewOf(row: AgreementRow | undefined, token: string, now: Date): View {
  if (!row) return { state: "refused", reason: "invalid" };
  const lang = agreementLang(row);
  const state: Exclude<SigningState, "invalid"> = stateOf(row, now);
  if (state === "signed") return { state: "signed", at: kentDateTime(new Date(row.signedAt!), lang === "es" ? "es-US" : "en-US"), download: signingFilePath(token, lang, "signed"), until: signedCopyUntil(row.signedAt!).toISOString() };
  if (state !== "open") return { state: "refused", reason: state };
  return { state: row.status === "viewed" ? "sign" : "consent", text: row.documentText, signer: row.signerName, hash: row.documentSha256, download: signingFilePath(token, lang, "agreement") };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = params.token ?? "";
  const view = viewOf(await agreementByToken(db, token), token, new Date());
  return data(view, { status: view.state === "refused" ? (view.reason === "invalid" ? 404 : 410) : 200 });
}

/** A consent or a signature post is a few short fields. */
const SIGN_FORM_LIMIT = 16 * 1024;

const refusalStatus: Record<Refusal, number> = { invalid: 404, expired: 410, revoked: 410, gone: 410, changed: 409, again: 409 };

export async function action({ request, params, context }: Route.ActionArgs) {
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
  const outcome = await signAgreement(env, db, row, { typedName: typed, documentHash: String(form.get("hash") ?? ""), ip: request.headers.get("CF-Connecting-IP"), userAgent: request.headers.get("User-Agent") }, now);
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

function Call({ lang }: { lang: Lang }) {
  const words = signingWords[lang];
  return (
    <p className="mt-6 text-lg">
      <a href={telHref} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
        {words.call(firm.phone.display)}
      </a>
    </p>
  );
}

function AgreementBody({ text }: { text: AgreementRow["documentText"] }) {
  return (
    <section aria-labelledby="agreement-title" className="mt-6 rounded-md border border-ink/20 bg-white p-4">
      <h2 id="agreement-title" className="font-serif text-2xl font-bold">
        {text.title}
      </h2>
      <p className="mt-2 rounded border border-red-800 bg-red-50 p-2 text-sm font-semibold text-red-900">{text.placeholder}</p>
      {text.paragraphs.map((p) => (
        <p key={p} className="mt-3">
          {p}
        </p>
      ))}
    </section>
  );
}

export default function SignPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignView view={(actionData as View | undefined) ?? (loaderData as View)} lang={useLang()} />;
}

function SignView({ view, lang }: { view: View; lang: Lang }) {
  const words = signingWords[lang];
  if (view.state === "refused") {
    const reason = view.reason === "again" ? "gone" : view.reason;
    const refusal = words.refused[reason];
    return (
      <section className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="font-serif text-3xl font-bold">{refusal.title}</h1>
        <p className="mt-4 text-lg">{refusal.body}</p>
        <Call lang={lang} />
      </section>
    );
  }
  if (view.state === "signed") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="font-serif text-3xl font-bold">{words.signedHeading}</h1>
        <p className="mt-4 text-lg">{words.signedBody(view.at)}</p>
        <p className="mt-4">
          <a href={view.download} className="inline-flex min-h-12 items-center rounded-md bg-accent-deep px-5 font-bold text-white" download>
            {words.downloadSigned}
          </a>
        </p>
        <Call lang={lang} />
      </section>
    );
  }
  const error = view.error ? (view.error === "mismatch" ? words.errors.mismatch(view.signer) : words.errors[view.error]) : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">{words.heading}</h1>
      <p className="mt-3 text-lg">{words.intro(brandName("primary"))}</p>
      <p className="mt-3">
        <a href={view.download} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline" download>
          {words.download}
        </a>
      </p>
      <AgreementBody text={view.text} />
      {view.state === "consent" ? (
        <form method="post" className="mt-6 space-y-4 rounded-md border-2 border-ink/30 bg-white p-4">
          <h2 className="text-xl font-bold">{words.consentHeading}</h2>
          <p>{words.consentText}</p>
          <input type="hidden" name="intent" value="consent" />
          <label className="flex min-h-12 items-start gap-3 text-lg">
            <input type="checkbox" name="consent" value="yes" required className="mt-1 size-6" aria-describedby={error ? "sign-error" : undefined} />
            <span>{words.consentBox}</span>
          </label>
          <SignError error={error} />
          <button type="submit" className="min-h-12 rounded-md bg-accent-deep px-6 font-bold text-white">
            {words.consentButton}
          </button>
        </form>
      ) : (
        <form method="post" className="mt-6 space-y-4 rounded-md border-2 border-ink/30 bg-white p-4">
          <h2 className="text-xl font-bold">{words.signHeading}</h2>
          <input type="hidden" name="intent" value="sign" />
          <input type="hidden" name="hash" value={view.hash} />
          <label htmlFor="sign-name" className="block text-lg font-semibold">
            {words.nameLabel(view.signer)}
          </label>
          <p id="sign-hint" className="text-sm">
            {words.nameHint}
          </p>
          <input
            id="sign-name"
            name="name"
            required
            autoComplete="name"
            defaultValue={view.typed ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-hint sign-error" : "sign-hint"}
            className="block min-h-12 w-full rounded-md border-2 border-ink/50 px-3 text-lg"
          />
          <SignError error={error} />
          <button type="submit" className="min-h-12 rounded-md bg-accent-deep px-6 font-bold text-white">
            {words.signButton}
          </button>
        </form>
      )}
      <Call lang={lang} />
    </section>
  );
}

/** A refused step's reason, read out at once and named by the field it is about. */
function SignError({ error }: { error: string | undefined | null }) {
  return error ? (
    <p id="sign-error" role="alert" className="font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}
