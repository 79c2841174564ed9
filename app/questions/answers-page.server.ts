// The desk's "See or edit every answer" (decision 0083): saved as the latest answers, marked with who entered them.
import { eq } from "drizzle-orm";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { Db } from "~/db/client.server";
import { leads } from "~/db/schema.server";
import { deadlineOfAnswers } from "~/leads/deadlines";
import { staffOf } from "~/lib/desk-post.server";
import { refuseCrossOrigin } from "~/lib/http.server";
import { log } from "~/lib/log";
import { readStaffAnswers, topicOf } from "./answers";
import { saveStaffAnswers } from "./answers.server";
import { textRaisedFlags } from "./deadline-alert.server";
import { qualificationOf } from "./qualification";
import { answersOf } from "./store.server";

const leadOf = async (db: Db, id: number | null) =>
  id === null
    ? undefined
    : (
        await db
          .select({
            id: leads.id,
            name: leads.name,
            caseType: leads.caseType,
            sourcePage: leads.sourcePage,
            sourceUrl: leads.sourceUrl,
            ownerEmail: leads.ownerEmail,
          })
          .from(leads)
          .where(eq(leads.id, id))
      )[0];

export async function answersPageData({ context }: Pick<LoaderFunctionArgs, "context">, id: number | null) {
  const { db } = staffOf(context);
  const lead = await leadOf(db, id);
  if (!lead) throw data(null, { status: 404 });
  return {
    lead: { id: lead.id, name: lead.name, caseType: lead.caseType },
    qualification: qualificationOf(await answersOf(db, lead.id), topicOf(lead), new Date()),
  };
}

export async function answersAction({ context, request }: Pick<ActionFunctionArgs, "context" | "request">, id: number | null) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const now = new Date();
  const read = readStaffAnswers(form, now);
  if (!read.ok) return data({ errors: read.errors, gone: false }, { status: 400 });
  const lead = await leadOf(db, id);
  if (!lead) return data({ errors: {}, gone: true }, { status: 404 });
  const topic = topicOf(lead);
  const before = qualificationOf(await answersOf(db, id), topic, now).deadline.flags;
  if (!(await saveStaffAnswers(db, { id, topic }, read.answers, email, now))) return data({ errors: {}, gone: true }, { status: 404 });
  log("info", "lead_answers_saved", { leadId: id, by: "staff", answered: Object.keys(read.answers).length });
  await textRaisedFlags(env, lead, before, deadlineOfAnswers(read.answers, topic, now).flags, now);
  return redirect(`/desk/leads/${id}?saved=answers`, 303);
}
