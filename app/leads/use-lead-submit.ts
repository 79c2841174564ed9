/** The form's submission with JavaScript on: idle -> submitting -> (received | failure -> idle).
 * Without a Turnstile token the JSON door would refuse it, so the form posts natively instead. */
import { type FormEvent, useRef, useState } from "react";
import { formWords } from "~/content/consultation-form";
import type { Lang } from "~/content/i18n";
import { type LeadFieldErrors, leadFields, leadFromForm, leadLimits, newIdempotencyKey, pageAddress } from "~/leads/fields";
import { storedFirstTouch } from "~/attribution/capture";
import { attributionFields } from "~/attribution/fields";
import type { CallbackAnswer } from "~/lib/callback";
import { log } from "~/lib/log";
import { useRootData } from "~/lib/page";
import { prepareToasts, showToast } from "~/components/toaster";
import { turnstileToken } from "./turnstile-token";

/** The lead service's JSON door (worker/api.ts). */
const LEAD_ENDPOINT = "/api/send-contact-email";
/** Dispatched on the form after every answer from the Worker (a Turnstile token is spent). */
export const LEAD_ANSWERED_EVENT = "lead-answered";

type Schema = typeof import("~/leads/schema");
let schema: Promise<Schema> | null = null;
function loadSchema(): Promise<Schema> {
  schema ??= import("~/leads/schema").catch((error) => {
    schema = null;
    throw error;
  });
  return schema;
}

/** Only the fields the visitor can see and fix. */
function visibleErrors(errors: Record<string, string>): LeadFieldErrors {
  const visible: LeadFieldErrors = {};
  for (const field of leadFields) if (errors[field]) visible[field] = errors[field];
  return visible;
}

function focusFirstInvalid(form: HTMLFormElement, errors: LeadFieldErrors) {
  const first = leadFields.find((field) => errors[field]);
  const element = first && form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const values = leadFromForm((name) => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  });
  // One first touch, whole: the tab's, else the one the Worker wrote into the form.
  const stored = storedFirstTouch();
  const touch = stored ? Object.fromEntries(attributionFields.map((name) => [name, stored[name]])) : {};
  return {
    ...values,
    ...touch,
    sourceUrl: pageAddress(window.location.pathname, window.location.search, window.location.origin),
    pageTitle: document.title.slice(0, leadLimits.pageTitle),
  };
}

/** The schema's messages for the form's current values ({} when valid or not loaded). */
async function validate(values: Record<string, unknown>, lang: Lang): Promise<LeadFieldErrors> {
  let loaded: Schema;
  try {
    loaded = await loadSchema();
  } catch {
    return {}; // The Worker validates with the same schema.
  }
  const result = loaded.leadSchema(lang).safeParse(values);
  return result.success ? {} : visibleErrors(loaded.leadFieldErrors(result.error));
}

export function useLeadSubmit({ lang, initialErrors }: { lang: Lang; initialErrors?: LeadFieldErrors }) {
  const copy = formWords[lang];
  const turnstileOn = Boolean(useRootData().turnstileSiteKey);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<LeadFieldErrors>(initialErrors ?? {});
  /** Set once the request is stored: the form gives way to the confirmation (null: no promise came with it). */
  const [received, setReceived] = useState<{ callback: CallbackAnswer | null; answersKey: string | null } | null>(null);
  /** One key per form fill: retries of the same fill store one lead. */
  const keyRef = useRef<string | null>(null);
  const busy = useRef(false);

  /** The visitor started on the form: fetch what submitting will need. */
  function onFocus() {
    loadSchema().catch(() => {});
    prepareToasts().catch(() => {});
  }

  /** After a failed attempt, messages clear as the visitor fixes each field. */
  async function onChange(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(errors).length === 0) return;
    const next = await validate(readForm(event.currentTarget), lang);
    setErrors((current) => {
      const updated: LeadFieldErrors = {};
      for (const field of leadFields) if (current[field] && next[field]) updated[field] = next[field];
      return updated;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    try {
      const values = readForm(form);
      const fieldErrors = await validate(values, lang);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) {
        focusFirstInvalid(form, fieldErrors);
        return;
      }
      setSubmitting(true);
      if (turnstileOn && !(await turnstileToken(form))) {
        // No token to send: the page's own post (its action) accepts the form without one.
        log("warn", "lead_submit_without_token", { fallback: "form post" });
        form.submit();
        return;
      }
      keyRef.current ??= newIdempotencyKey();
      await send(form, { ...values, idempotencyKey: keyRef.current });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  async function send(form: HTMLFormElement, values: Record<string, unknown>) {
    let description: string = copy.toasts.failure.description;
    try {
      const response = await fetch(LEAD_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => null)) as {
        success?: boolean;
        error?: string;
        fieldErrors?: Record<string, string>;
        callback?: CallbackAnswer;
        answersKey?: string;
      } | null;
      form.dispatchEvent(new Event(LEAD_ANSWERED_EVENT));
      if (response.ok && body?.success === true) {
        keyRef.current = null;
        await succeeded(form, body.callback ?? null, body.answersKey ?? null);
        return;
      }
      if (body?.fieldErrors) {
        const fieldErrors = visibleErrors(body.fieldErrors);
        setErrors(fieldErrors);
        focusFirstInvalid(form, fieldErrors);
      }
      // Too many requests: the Worker's message says to call.
      if (response.status === 429 && body?.error) description = body.error;
      throw new Error(body?.error || `Failed to submit form (HTTP ${response.status})`);
    } catch (error) {
      log("error", "lead_submit_failed", { message: String(error) });
      await showToast("error", copy.toasts.failure.title, { description, duration: 10_000 }).catch(() => {
        window.alert(`${copy.toasts.failure.title}: ${description}`);
      });
    }
  }

  /** The lead is stored: whatever fails from here on, the visitor is told it was sent. */
  async function succeeded(form: HTMLFormElement, callback: CallbackAnswer | null, answersKey: string | null) {
    const { title, description } = copy.toasts.success;
    try {
      form.reset();
    } catch (error) {
      log("error", "lead_after_success_failed", { message: String(error) });
    }
    setReceived({ callback, answersKey });
    await showToast("success", title, { description }).catch(() => window.alert(`${title} ${description}`));
  }

  return { submitting, errors, received, onSubmit, onChange, onFocus };
}
