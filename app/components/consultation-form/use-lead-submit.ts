/**
 * The form's submission with JavaScript on: validate with the shared schema, send JSON
 * to the Worker, then reset and thank the visitor, or show what went wrong.
 * States: idle -> submitting -> (success | failure) -> idle.
 */
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import {
  type LeadFieldErrors,
  leadFieldErrors,
  leadFields,
  leadFromForm,
  leadSchema,
  newIdempotencyKey,
} from "~/lib/lead-schema";

export const LEAD_ENDPOINT = "/api/send-contact-email";

export const leadToasts = {
  success: { title: "Message Sent Successfully!", description: "We've received your message and will get back to you soon." },
  failure: { title: "Error", description: "Failed to send message. Please try again or call us directly." },
} as const;

type Status = "idle" | "submitting";

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
  return { ...values, sourceUrl: window.location.href, pageTitle: document.title };
}

export function useLeadSubmit({
  initialErrors,
  onSuccess,
}: {
  initialErrors?: LeadFieldErrors;
  onSuccess?: () => void;
}) {
  const [status, setStatus] = useState<Status>("idle");
  const [errors, setErrors] = useState<LeadFieldErrors>(initialErrors ?? {});
  /** One key per form fill: retries of the same fill store one lead. */
  const keyRef = useRef<string | null>(null);
  const busy = useRef(false);

  /** After a failed attempt, messages follow the visitor's corrections as they type. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(errors).length === 0) return;
    const result = leadSchema.safeParse(readForm(event.currentTarget));
    const next = result.success ? {} : visibleErrors(leadFieldErrors(result.error));
    setErrors((current) => {
      const updated: LeadFieldErrors = {};
      // Clear fixed messages; do not add new ones before the next submit.
      for (const field of leadFields) if (current[field] && next[field]) updated[field] = next[field];
      return updated;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const values = readForm(form);
    const parsed = leadSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = visibleErrors(leadFieldErrors(parsed.error));
      setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setErrors({});
    busy.current = true;
    setStatus("submitting");
    keyRef.current ??= newIdempotencyKey();
    let failure: string = leadToasts.failure.description;
    try {
      const response = await fetch(LEAD_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, idempotencyKey: keyRef.current }),
      });
      const body = (await response.json().catch(() => null)) as
        | { success?: boolean; error?: string; fieldErrors?: Record<string, string> }
        | null;
      if (response.ok && body?.success === true) {
        form.reset();
        keyRef.current = null;
        onSuccess?.();
        toast.success(leadToasts.success.title, { description: leadToasts.success.description });
        return;
      }
      if (body?.fieldErrors) {
        const fieldErrors = visibleErrors(body.fieldErrors);
        setErrors(fieldErrors);
        focusFirstInvalid(form, fieldErrors);
      }
      if (response.status === 429 && body?.error) failure = body.error;
      throw new Error(body?.error || `Failed to submit form (HTTP ${response.status})`);
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "lead_submit_failed", message: String(error) }));
      toast.error(leadToasts.failure.title, { description: failure, duration: 10_000 });
    } finally {
      busy.current = false;
      setStatus("idle");
    }
  }

  return { status, errors, onSubmit, onChange };
}
