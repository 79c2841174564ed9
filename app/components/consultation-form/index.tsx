/**
 * The free-consultation form: one component on every page that asks for a consultation.
 * It is a real <form> posting to the Worker, so it works with JavaScript off (the Worker
 * answers with a 303 to /consultation-received, or the same page with the messages);
 * with JavaScript on it validates with the shared schema and sends JSON.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { caseTypes } from "~/content/case-types";
import { consultationFormCopy as copy } from "~/content/consultation-form";
import { type BrandKey, brandName, firm, telHref } from "~/content/firm";
import { type LeadField, leadFields, leadLimits, newIdempotencyKey, pageAddress } from "~/lib/lead-fields";
import type { LeadFormRootData } from "~/lib/lead-form-state";
import { TurnstileWidget } from "./turnstile";
import { LEAD_ENDPOINT, useLeadSubmit } from "./use-lead-submit";

export interface ConsultationFormProps {
  /** Which of the firm's two names the consent text uses (the page's brand). */
  brand: BrandKey;
  /** A label for the page the request comes from, e.g. "Home" or the page's path. */
  sourcePage: string;
  /** A case type slug to preselect (e.g. a practice page's case type). */
  defaultCaseType?: string;
  /** Runs after a successful submission. */
  onSuccess?: () => void;
  /** The wrapper's id (pages link to #consultation); give each form on a page its own. */
  id?: string;
  /** The form's heading; null for none (when the page supplies its own). */
  heading?: string | null;
  /** A line under the heading. */
  intro?: string;
  submitLabel?: string;
  className?: string;
}

const inputClass =
  "mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

export function ConsultationForm({
  brand,
  sourcePage,
  defaultCaseType = "",
  onSuccess,
  id = "consultation",
  heading = copy.heading,
  intro = copy.intro,
  submitLabel = copy.submit,
  className = "",
}: ConsultationFormProps) {
  const root = useRouteLoaderData("root") as LeadFormRootData | undefined;
  // Set only when this form was posted without JavaScript and came back with messages.
  const posted = root?.leadForm?.formId === id ? root.leadForm : null;
  const values = posted?.values ?? {};
  const { submitting, errors, onSubmit, onChange, onFocus } = useLeadSubmit({ initialErrors: posted?.fieldErrors, onSuccess });
  const formRef = useRef<HTMLFormElement>(null);
  const location = useLocation();
  const pageTitle = usePageTitle();
  // For posts without JavaScript; with JavaScript each submission makes its own key.
  const [noScriptKey] = useState(() => values.idempotencyKey ?? newIdempotencyKey());
  const uid = useId();
  const fid = (field: string) => `${id}-${field}`;
  const firstInvalid = posted ? leadFields.find((field) => errors[field]) : undefined;

  // With JavaScript the shared schema shows the spec's messages instead of the browser's.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  /** The attributes tying a field to its label and message. */
  const field = (name: LeadField) => ({
    id: fid(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? fid(`${name}-error`) : undefined,
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

  const label = (name: Exclude<LeadField, "privacyConsent">, isRequired = true) => (
    <label htmlFor={fid(name)} className="block font-semibold text-ink">
      {copy.labels[name]}
      {isRequired ? required : <span className="font-normal text-muted"> {copy.optional}</span>}
    </label>
  );

  return (
    <section
      id={id}
      aria-labelledby={heading ? fid("heading") : undefined}
      aria-label={heading ? undefined : copy.regionLabel}
      className={`@container rounded-lg bg-white p-5 text-ink shadow-lg ring-1 ring-black/10 sm:p-7 ${className}`}
    >
      {heading && (
        <h2 id={fid("heading")} className="font-serif text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
      )}
      {heading && intro && <p className="mt-2 text-muted">{intro}</p>}

      <form
        ref={formRef}
        method="post"
        action={LEAD_ENDPOINT}
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={onFocus}
        className="relative mt-5 space-y-4"
      >
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
            <input {...field("email")} type="email" autoComplete="email" required maxLength={leadLimits.email} defaultValue={values.email} className={inputClass} />
            {message("email")}
          </div>
          <div>
            {label("phone", false)}
            <input {...field("phone")} type="tel" autoComplete="tel" maxLength={leadLimits.phone} defaultValue={values.phone} className={inputClass} />
            {message("phone")}
          </div>
        </div>

        <div>
          {label("caseType")}
          <select {...field("caseType")} required defaultValue={values.caseType ?? defaultCaseType} className={`${inputClass} min-h-12`}>
            <option value="">{copy.caseTypePlaceholder}</option>
            {caseTypes.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
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
              {copy.consent.before} {brandName(brand)} {copy.consent.middle}{" "}
              <a href={copy.privacyPolicy.href} target="_blank" rel="noopener" className="font-semibold text-accent-deep underline">
                {copy.privacyPolicy.label}
                <span className="sr-only"> {copy.newTab}</span>
              </a>{" "}
              {copy.consent.and}{" "}
              <a href={copy.termsOfUse.href} target="_blank" rel="noopener" className="font-semibold text-accent-deep underline">
                {copy.termsOfUse.label}
                <span className="sr-only"> {copy.newTab}</span>
              </a>
              .{required}
            </label>
          </div>
          {message("privacyConsent")}
        </div>

        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={`${uid}-website`}>{copy.honeypotLabel}</label>
          <input id={`${uid}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <input type="hidden" name="formId" value={id} />
        <input type="hidden" name="sourcePage" value={sourcePage} />
        <input type="hidden" name="sourceUrl" value={pageAddress(location.pathname, location.search)} />
        <input type="hidden" name="pageTitle" value={pageTitle} />
        <input type="hidden" name="idempotencyKey" value={noScriptKey} suppressHydrationWarning />

        {root?.turnstileSiteKey && <TurnstileWidget siteKey={root.turnstileSiteKey} />}

        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-accent px-6 py-3 text-lg font-bold text-ink shadow-sm transition-colors hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? copy.sending : submitLabel}
        </button>

        <p className="text-sm text-muted">{copy.note}</p>
        <p className="text-sm text-muted">
          {copy.callBefore}{" "}
          <a href={telHref} className="font-semibold text-accent-deep underline">
            {firm.phone.display}
          </a>
          {copy.callAfter}
        </p>
      </form>
    </section>
  );
}

/** The current page's <title>, from the deepest route loader that provides one. */
function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].loaderData as { head?: { title?: string } } | undefined)?.head?.title;
    if (title) return title;
  }
  return "";
}
