/** The fee agreement's signing page (decision 0057): server-rendered plain forms (no JavaScript needed). */
import { signingWords } from "~/content/fee-agreement";
import { brandName, firm, telHref } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import type { AgreementRow } from "~/db/schema.server";
import type { View } from "./signing-page.server";

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

export function SigningPage({ view, lang }: { view: View; lang: Lang }) {
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
