// A desk form's post: the staff member (from the Access token: the second lock), origin, fields, form key, answer.
import { data, redirect, type RouterContextProvider } from "react-router";
import * as z from "zod/mini";
import type { Db } from "~/db/client.server";
import { appContext } from "./app-context";
import { refuseCrossOrigin } from "./http.server";

export function staffOf(context: Readonly<RouterContextProvider>): { email: string; env: Env; db: Db } {
  const { staff, env, db } = context.get(appContext);
  if (!staff) throw new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store" } });
  return { email: staff.email, env, db };
}

export const formKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, "This form is out of date: find the person again"));

export interface DeskPost {
  env: Env;
  db: Db;
  by: string;
  form: Record<string, FormDataEntryValue>;
  intent: string;
  /** Added by the page once hydrated: the post takes data in place of a 303. */
  js: boolean;
  now: Date;
  back: string;
}

/** A post to one request's page. */
export type RequestPost = DeskPost & { leadId: number };

/** Staff only, from the site's own origin (a forged form riding an Access cookie is refused). */
export async function readDeskPost(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  back = new URL(request.url).pathname,
): Promise<DeskPost> {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const form = Object.fromEntries(await request.formData());
  return { env, db, by: email, form, intent: String(form.intent ?? ""), js: form.via === "js", now: new Date(), back };
}

/** A fetcher (or any refusal) gets the result, 400 if refused; a plain post that worked a 303 to `back?saved`. */
export const deskAnswer = <T extends { ok: boolean }>(post: DeskPost, result: T, saved: string) =>
  post.js || !result.ok ? data(result, { status: result.ok ? 200 : 400 }) : redirect(`${post.back}?${saved}`, 303);
