/**
 * The door for a consultation form posted without JavaScript: every page with the form
 * exports this as its React Router `action`, and the form posts to its own page. The
 * fields go to the lead service; the answer is a 303 to the confirmation page, or the
 * same page again (with a fitting status) showing the values and the messages at the
 * fields (`useActionData` in the form). With JavaScript the form sends JSON to
 * /api/send-contact-email instead (worker/api.ts).
 */
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { formWords } from "~/content/consultation-form";
import { langOfPath } from "~/content/i18n";
import { pagePath } from "~/lib/addresses";
import { callbackSearch } from "~/lib/callback";
import { appContext } from "~/lib/app-context";
import { leadFields, leadFromForm, leadLimits, pageAddress, type PostedForm, IDEMPOTENCY_KEY } from "./fields";
import { clientIp, FORM_MEDIA_TYPE, isSameOrigin, mediaType, readBoundedBody, refusal, siteOrigins } from "./http.server";
import { attributionSchema } from "~/attribution/schema";
import { submitLead } from "./service.server";

export async function consultationAction({ request, context }: ActionFunctionArgs) {
  const { env, ctx } = context.get(appContext);
  const url = new URL(request.url);
  // The page's language: its messages, and the confirmation page the visitor lands on.
  const lang = langOfPath(url.pathname);
  const { errors } = formWords[lang];
  const origins = siteOrigins(request, env.SITE_ORIGIN);
  // Read (or drain) the body before any answer.
  const body = await readBoundedBody(request, leadLimits.body);
  // The same order of checks as the JSON door: origin (403), size (413), type (415).
  if (!isSameOrigin(request.headers, origins)) return answer({}, 403, errors.crossOrigin);
  // The fields are lost with an over-long body: the message says to shorten or call.
  if (body.tooLarge) return answer({}, 413, errors.tooLarge(leadLimits.body / 1024));
  if (mediaType(request.headers) !== FORM_MEDIA_TYPE) return answer({}, 415, errors.mediaType);

  const fields = new URLSearchParams(body.text);
  const input: Record<string, unknown> = { ...leadFromForm((name) => fields.get(name)), language: lang };
  // The page's own address when the form did not say (its action URL names the page).
  url.searchParams.delete("index");
  input.sourceUrl ||= pageAddress(url.pathname, url.search);

  const outcome = await submitLead(env, ctx, input, { via: "form", ip: clientIp(request), origins });
  // The confirmation page shows the promise decided at the store, from its address.
  if (outcome.ok) return redirect(`${pagePath("confirmation", lang)}${outcome.callback ? callbackSearch(outcome.callback) : ""}`, 303);
  const { status, error, fieldErrors } = refusal(outcome, lang);
  // Field messages speak for themselves; anything else is said once for the form.
  const shown = Object.fromEntries(leadFields.filter((f) => fieldErrors[f]).map((f) => [f, fieldErrors[f]]));
  return answer(input, status, Object.keys(shown).length > 0 ? undefined : error, shown);
}

/** The page again, with what the visitor typed and the messages. */
function answer(input: Record<string, unknown>, status: number, formError?: string, fieldErrors: PostedForm["fieldErrors"] = {}) {
  const text = (name: string, max: number) => (typeof input[name] === "string" ? (input[name] as string).slice(0, max) : undefined);
  const key = text("idempotencyKey", 100);
  const posted: PostedForm = {
    values: {
      name: text("name", leadLimits.name),
      email: text("email", leadLimits.email),
      phone: text("phone", leadLimits.phone),
      caseType: text("caseType", leadLimits.caseType),
      description: text("description", leadLimits.description),
      idempotencyKey: key && IDEMPOTENCY_KEY.test(key) ? key : undefined,
      privacyConsent: input.privacyConsent === true,
    },
    fieldErrors,
    formError,
    attribution: attributionSchema.parse(input),
  };
  return data(posted, { status });
}
