/** The free-consultation form: a real <form> posting to its own page, so it works without
 * JavaScript; with JavaScript it validates and sends JSON (use-lead-submit.ts). */
import { useEffect, useId, useRef } from "react";
import { useActionData, useFormAction, useLocation } from "react-router";
import { caseTypeLabels, caseTypeValues } from "~/content/case-types";
import { formWords } from "~/content/consultation-form";
import { brandName } from "~/content/firm";
import { textingWords } from "~/content/texting";
import { messages } from "~/content/messages";
import { type LeadField, leadFields, leadLimits, pageAddress, type PostedForm } from "~/leads/fields";
import { pagePath } from "~/lib/addresses";
import { usePage, useRootData } from "~/lib/page";
import { attributionFields } from "~/attribution/fields";
import { PhoneLink } from "~/components/call-button";
import { useTextingNumber } from "~/components/text-us";
import { FORM_ID } from "~/components/form-anchor";
import { ReceivedPanel } from "./received";
import { QuestionsInvite } from "./questions-invite";
import { TurnstileWidget } from "./turnstile";
import { useLeadSubmit } from "./use-lead-submit";

const inputClass =
  "mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

/** The form, in its page's language, naming the firm the page uses (the consent) and
 * telling the server which page it is on and in which language. */
export function ConsultationForm({
  defaultCaseType = "",
  heading,
  intro,
}: {
  /** A case type slug to preselect (e.g. a practice page's case type). */
  defaultCaseType?: string;
  /** The form's heading and the line under it, when the page has its own. */
  heading?: string;
  intro?: string;
}) {
  const page = usePage();
  const { lang } = page;
  const copy = formWords[lang];
  // Offered only where the firm can text: no promise of texts before its number is registered.
  const texting = useTextingNumber() !== null;
  const root = useRootData();
  // Set only when this form was posted without JavaScript and came back with messages.
  const posted = useActionData() as PostedForm | undefined;
  const values = posted?.values ?? {};
  const { submitting, errors, received, onSubmit, onChange, onFocus } = useLeadSubmit({ lang, initialErrors: posted?.fieldErrors });
  const formRef = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const location = useLocation();
  // Each response writes its own key here for a post without JavaScript.
  const noScriptKey = values.idempotencyKey ?? root.formKey;
  const uid = useId();
  const fid = (field: string) => `${FORM_ID}-${field}`;
  const firstInvalid = posted ? leadFields.find((field) => errors[field]) : undefined;

  // With JavaScript the shared schema shows the form's own messages instead of the browser's.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  /** The attributes tying a field to its label and message. */
  const field = (name: LeadField) => ({
    id: fid(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [name === "phone" && fid("phone-hint"), errors[name] && fid(`${name}-error`)].filter(Boolean).join(" ") || undefined,
    autoFocus: firstInvalid === name || undefined,
  });

  const message = (name: LeadField) =>
    errors[name] ? (
      <p id={fid(`${name}-error`)} className="mt-1 text-sm font-semibold text-red-700">
        {errors[name]}
      </p>
    ) : null;

  const required = (
    <span aria-hidden="true" className="text-red-700">
      {" *"}
    </span>
  );

  const label = (name: Exclude<LeadField, "privacyConsent" | "textConsent">, isRequired = true) => (
    <label htmlFor={fid(name)} className="block font-semibold text-ink">
      {copy.labels[name]}
      {isRequired ? required : <span className="font-normal text-muted"> {copy.optional}</span>}
    </label>
  );

  // Stored: the confirmation stays where the form was (the toast goes away on its own).
  if (received) {
    return (
      <section id={FORM_ID} aria-labelledby={fid("received")} className="@container rounded-lg bg-white p-5 text-ink shadow-lg ring-1 ring-black/10 sm:p-7">
        <ReceivedPanel lang={lang} callback={received.callback} headingLevel="h2" headingId={fid("received")} focus>
          <QuestionsInvite lang={lang} answersKey={received.answersKey} />
        </ReceivedPanel>
      </section>
    );
  }

  return (
    <section id={FORM_ID} aria-labelledby={fid("heading")} className="@container rounded-lg bg-white p-5 text-ink shadow-lg ring-1 ring-black/10 sm:p-7">
      <h2 id={fid("heading")} className="font-serif text-2xl font-bold sm:text-3xl">
        {heading ?? copy.heading}
      </h2>
      <p className="mt-2 text-muted">{intro ?? copy.intro}</p>

      <form ref={formRef} method="post" action={action} onSubmit={onSubmit} onChange={onChange} onFocus={onFocus} className="relative mt-5 space-y-4">
        {posted && (posted.formError || Object.keys(errors).length > 0) && (
          <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
            {posted.formError ?? copy.correctFields}
          </p>
        )}

        <div>
          {label("name")}
          <input {...field("name")} type="text" autoComplete="name" required maxLength={leadLimits.name} defaultValue={values.name} className={inputClass} />
          {message("name")}
        </div>

        <div className="grid gap-4 @md:grid-cols-2">
          <div>
            {label("email")}
            <input
              {...field("email")}
              type="email"
              autoComplete="email"
              required
              maxLength={leadLimits.email}
              defaultValue={values.email}
              className={inputClass}
            />
            {message("email")}
          </div>
          <div>
            {label("phone", false)}
            <input {...field("phone")} type="tel" autoComplete="tel" maxLength={leadLimits.phone} defaultValue={values.phone} className={inputClass} />
            <p id={fid("phone-hint")} className="mt-1 text-sm text-muted">
              {copy.phoneHint}
            </p>
            {message("phone")}
          </div>
        </div>

        <div>
          {label("caseType")}
          <select {...field("caseType")} required defaultValue={values.caseType ?? defaultCaseType} className={`${inputClass} min-h-12`}>
            <option value="">{copy.caseTypePlaceholder}</option>
            {caseTypeValues.map((value) => (
              <option key={value} value={value}>
                {caseTypeLabels[lang][value]}
              </option>
            ))}
          </select>
          {message("caseType")}
        </div>

        <div>
          {label("description")}
          <textarea
            {...field("description")}
            required
            minLength={leadLimits.descriptionMin}
            maxLength={leadLimits.description}
            rows={4}
            defaultValue={values.description}
            className={`${inputClass} min-h-[100px] resize-y`}
          />
          {message("description")}
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              {...field("privacyConsent")}
              type="checkbox"
              value="true"
              required
              defaultChecked={values.privacyConsent}
              className="mt-0.5 size-6 shrink-0 accent-accent-deep"
            />
            <label htmlFor={fid("privacyConsent")} className="text-sm leading-6 text-ink">
              {copy.consent.before} {brandName(page.brand)} {copy.consent.middle}{" "}
              <a href={pagePath("privacy", lang)} target="_blank" rel="noopener" className="font-semibold text-accent-deep underline">
                {copy.privacyPolicy}
                <span className="sr-only"> {messages[lang].newTab}</span>
              </a>{" "}
              {copy.consent.and}{" "}
              <a href={pagePath("terms", lang)} target="_blank" rel="noopener" className="font-semibold text-accent-deep underline">
                {copy.termsOfUse}
                <span className="sr-only"> {messages[lang].newTab}</span>
              </a>
              .{required}
            </label>
          </div>
          {message("privacyConsent")}
        </div>

        {texting && (
          <div>
            <div className="flex items-start gap-3">
              <input
                {...field("textConsent")}
                type="checkbox"
                value="true"
                defaultChecked={values.textConsent}
                className="mt-0.5 size-6 shrink-0 accent-accent-deep"
              />
              <label htmlFor={fid("textConsent")} className="text-sm leading-6 text-ink">
                {textingWords[lang].consent(brandName("primary"))} {copy.optional}
              </label>
            </div>
            {message("textConsent")}
          </div>
        )}

        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={`${uid}-website`}>{copy.honeypotLabel}</label>
          <input id={`${uid}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <input type="hidden" name="language" value={lang} />
        <input type="hidden" name="sourcePage" value={page.canonical} />
        <input type="hidden" name="sourceUrl" value={pageAddress(location.pathname, location.search)} />
        <input type="hidden" name="idempotencyKey" value={noScriptKey} suppressHydrationWarning />
        {/* Where the visit came from, for a post without JavaScript (with JavaScript the
            tab's first touch is sent). Rendered empty: the Worker fills them in from the
            request (worker/first-touch.ts), and hydration leaves them as they are. A post
            that comes back with messages keeps what it sent. */}
        {attributionFields.map((name) => (
          <input key={name} type="hidden" name={name} {...(posted && { defaultValue: posted.attribution?.[name] ?? "" })} />
        ))}

        {root.turnstileSiteKey && <TurnstileWidget siteKey={root.turnstileSiteKey} />}

        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-accent px-6 py-3 text-lg font-bold text-ink shadow-sm transition-colors hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? copy.sending : copy.submit}
        </button>

        <p className="text-sm text-muted">{copy.note}</p>
        <p className="text-sm text-muted">
          {copy.callBefore} <PhoneLink className="font-semibold text-accent-deep underline" />
          {copy.callAfter}
        </p>
      </form>
    </section>
  );
}
