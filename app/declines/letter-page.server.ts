// The printable letter (decision 0082): the kept text if it was sent, else the letter as it reads today; "Printed
// and mailed it" keeps it as mailed, once.
import { eq } from "drizzle-orm";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import * as z from "zod/mini";
import { isLang } from "~/content/i18n";
import { leads } from "~/db/schema.server";
import { formKey, staffOf } from "~/lib/desk-post.server";
import { refuseCrossOrigin } from "~/lib/http.server";
import { log } from "~/lib/log";
import { mayGetLetter } from "./closing";
import { composeLetter } from "./letter-text";
import { recordMailedLetter } from "./letters.server";
import { letterOf } from "./store.server";

const mailedLetterForm = z.object({ intent: z.literal("letter-mailed"), formKey });

export async function letterPageData({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">, typed: number | null) {
  const { db } = staffOf(context);
  const [lead] =
    typed === null
      ? []
      : await db
          .select({ id: leads.id, name: leads.name, language: leads.language, createdAt: leads.createdAt, status: leads.status })
          .from(leads)
          .where(eq(leads.id, typed));
  if (!lead) throw data("No such request (it may have been erased)", { status: 404 });
  const id = lead.id;
  const kept = await letterOf(db, id);
  const lang = kept && isLang(kept.language) ? kept.language : isLang(lead.language) ? lead.language : "en";
  const letter = kept ?? composeLetter(lang, { name: lead.name, contactedAt: lead.createdAt }, new Date());
  const saved = new URL(request.url).searchParams.get("saved") === "mailed";
  return {
    id,
    name: lead.name,
    lang,
    subject: letter.subject,
    body: letter.body,
    sentAt: kept?.sentAt ?? null,
    address: kept?.address ?? null,
    by: kept?.createdBy ?? null,
    closed: mayGetLetter(lead.status),
    formKey: crypto.randomUUID(),
    saved,
  };
}

/** "Printed and mailed it": the letter kept as mailed, once. */
export async function mailedLetterAction({ context, request }: Pick<ActionFunctionArgs, "context" | "request">, id: number | null) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  if (id === null) throw data("No such request (it may have been erased)", { status: 404 });
  const parsed = mailedLetterForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "That did not work: reload the page and try again" }, { status: 400 });
  const outcome = await recordMailedLetter(db, { leadId: id, by: email, formKey: parsed.data.formKey, now: new Date() });
  if (outcome.kind === "gone") return data({ error: "This request no longer exists (it may have been erased); nothing was kept." }, { status: 404 });
  if (outcome.kind === "refused") return data({ error: outcome.error }, { status: 400 });
  if (outcome.kind === "sent") log("info", "desk_letter_mailed", { leadId: id });
  return redirect(`/desk/leads/${id}/letter?saved=mailed`, 303);
}
