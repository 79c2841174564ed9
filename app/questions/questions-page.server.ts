// The questions after Send (decision 0083): opened by the key from a confirmation; a forged or expired key stores nothing.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { langOfPath } from "~/content/i18n";
import { questionsByTopic, type Topic } from "~/content/intake-questions";
import { staticPageWords } from "~/content/static-pages";
import { deadlineOfAnswers } from "~/leads/deadlines";
import { leadLimits } from "~/leads/fields";
import { appContext } from "~/lib/app-context";
import { readPageForm } from "~/lib/http.server";
import { log } from "~/lib/log";
import { ANSWERS_KEY_PARAM } from "~/lib/private-addresses";
import { type AnswerField, type Answers, readAnswers, storedAnswers, topicOf } from "./answers";
import { saveVisitorAnswers } from "./answers.server";
import { textRaisedFlags } from "./deadline-alert.server";
import { openAnswersKey } from "./store.server";

type Opened = { state: "open"; keys: readonly string[]; answers: Answers; answered: boolean } | { state: "invalid" };

async function open(
  context: LoaderFunctionArgs["context"],
  key: string | null,
  now: Date,
): Promise<Opened & { lead?: { id: number; ownerEmail: string | null; topic: Topic } }> {
  const { db } = context.get(appContext);
  const opened = await openAnswersKey(db, key, now);
  if (typeof opened === "string") return { state: "invalid" };
  const topic = topicOf(opened);
  return {
    state: "open",
    lead: { id: opened.leadId, ownerEmail: opened.ownerEmail, topic },
    keys: questionsByTopic[topic],
    answers: storedAnswers(opened.answers?.answers),
    answered: Boolean(opened.answers),
  };
}

export async function questionsPageData({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const url = new URL(request.url);
  const { lead: _, ...opened } = await open(context, url.searchParams.get(ANSWERS_KEY_PARAM), new Date());
  return { ...opened, page: staticPageWords[langOfPath(url.pathname)].questions };
}

export type Posted = { saved: true; answers: Answers } | { saved: false; invalid: true } | { saved: false; errors: Partial<Record<AnswerField, string>> };

export async function questionsAction({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const form = await readPageForm(request, leadLimits.body);
  const key = form.get(ANSWERS_KEY_PARAM) || url.searchParams.get(ANSWERS_KEY_PARAM);
  const now = new Date();
  const opened = await open(context, key, now);
  // An unknown, forged or expired key stores nothing.
  if (opened.state === "invalid" || !opened.lead || !key) return data<Posted>({ saved: false, invalid: true }, { status: 403 });
  const read = readAnswers(
    (name) => form.get(name),
    (name) => form.getAll(name),
    lang,
    now,
  );
  if (!read.ok) return data<Posted>({ saved: false, errors: read.errors }, { status: 400 });
  const { db, env, ctx } = context.get(appContext);
  const { lead } = opened;
  const saved = await saveVisitorAnswers(db, key, lead, read.answers, now);
  if (!saved) return data<Posted>({ saved: false, invalid: true }, { status: 403 });
  log("info", "lead_answers_saved", { leadId: lead.id, by: "visitor", answered: Object.keys(read.answers).length });
  ctx.waitUntil(
    textRaisedFlags(env, lead, deadlineOfAnswers(opened.answers, lead.topic, now).flags, deadlineOfAnswers(read.answers, lead.topic, now).flags, now),
  );
  return data<Posted>({ saved: true, answers: read.answers });
}
