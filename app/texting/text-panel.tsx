/** The latest texts with the person on a request's page (the rest on "show all"), oldest first: who wrote, when, how far each of the
 * firm's texts got, and a reply box (a live count of segments; refused past two, or after STOP). */
import { useState } from "react";
import { useFetcher } from "react-router";
import { heldFirstTextWords, serviceAreaWords } from "~/content/service-area";
import type { LeadActionResult } from "~/desk/form-schemas";
import { segmentCount } from "./text-count";
import { kentShort } from "~/lib/kent-time";
import type { TextThreadData as Thread } from "./text-panel.server";
import { DeskSection } from "~/components/desk/desk-section";
import { ShowAll, showAllPath } from "~/components/desk/show-all";
import { button, DeskForm, field, refusalFor, useFormKey, usePanelResult } from "~/components/desk/desk-form";

const statusWords: Record<string, string> = {
  sending: "sending",
  queued: "queued at Twilio",
  sent: "sent",
  delivered: "delivered",
  undelivered: "not delivered",
  failed: "failed",
  received: "received",
};

type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;
interface ReplyProps {
  fetcher: Fetcher;
  formKey: string;
  result: LeadActionResult | undefined;
  confirmation: string;
}

interface FirstTextProps {
  fetcher: Fetcher;
  result: LeadActionResult | undefined;
}

/** The panel owns its two fetchers (keyed by the request); without JavaScript the page's answer comes back to it. */
export function TextPanel({ leadId, thread, replyKey, replyFlash }: { leadId: number; thread: Thread; replyKey: string; replyFlash: string }) {
  const replyFetcher = useFetcher<LeadActionResult>({ key: `reply-${leadId}` });
  const formKey = useFormKey(leadId, replyKey, replyFetcher.data?.ok && replyFetcher.data.intent === "text-reply" ? replyFetcher.data.replyKey : undefined);
  const replyResult = usePanelResult("text-reply", replyFetcher);
  const confirmation = (replyResult?.ok && replyResult.intent === "text-reply" ? replyResult.message : "") || replyFlash;
  const reply: ReplyProps = { fetcher: replyFetcher, formKey, result: replyResult, confirmation };
  const firstTextFetcher = useFetcher<LeadActionResult>({ key: `first-text-${leadId}` });
  const firstText: FirstTextProps = { fetcher: firstTextFetcher, result: usePanelResult("first-text", firstTextFetcher) };
  if (!thread.texting && thread.messages.length === 0 && !thread.optedOut) return null;
  return (
    <DeskSection id="texts-heading" title="Texts">
      {thread.optedOut && (
        <p className="mt-2 rounded border-2 border-red-700 bg-white px-3 py-2 font-semibold text-red-800">
          This number replied {thread.optedOut.keyword === "21610" ? "STOP (reported by the carrier)" : thread.optedOut.keyword} on{" "}
          {kentShort(thread.optedOut.at)}: texts are off until they reply START.
        </p>
      )}
      {thread.messages.length === 0 ? (
        <p className="mt-2 text-muted">No texts yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {thread.messages.map((m) => (
            <TextItem key={m.id} message={m} />
          ))}
        </ol>
      )}
      <ShowAll href={thread.more ? showAllPath(leadId, "texts") : null} what="texts" />
      <HeldFirstText held={thread.heldFirstText} {...firstText} />
      <ReplyForm key={reply.formKey} {...reply} blocked={thread.replyBlocked} outsideArea={thread.outsideArea} />
    </DeskSection>
  );
}

/** One text, in or out, with its status, photos and a STOP warning. */
export function TextItem({ message: m }: { message: Thread["messages"][number] }) {
  return (
    <li className={`max-w-prose rounded border px-3 py-2 ${m.direction === "inbound" ? "border-ink/30 bg-white" : "ml-auto border-blue-300 bg-blue-50"}`}>
      <p className="text-sm text-ink">
        <span className="font-semibold">{m.direction === "inbound" ? `${m.who} wrote` : m.who}</span> · {kentShort(m.at)}
        {m.direction === "outbound" && (
          <>
            {" · "}
            <span className={m.status === "failed" || m.status === "undelivered" ? "font-bold text-red-800" : ""}>{statusWords[m.status] ?? m.status}</span>
          </>
        )}
      </p>
      <p className="whitespace-pre-wrap break-words">{m.body}</p>
      {m.error && <p className="text-sm font-semibold text-red-800">{m.error}</p>}
      {m.photos > 0 && <Photos count={m.photos} links={m.photoLinks} />}
      {m.mentionsStop && <p className="text-sm font-semibold text-red-800">Mentions STOP: ask before texting again.</p>}
    </li>
  );
}

/** A message's photos through the desk's proxy (never Twilio's address); none stored: words only. */
function Photos({ count, links }: { count: number; links: string[] }) {
  const words = count === 1 ? "1 photo" : `${count} photos`;
  if (links.length === 1)
    return (
      <p className="text-sm">
        <a href={links[0]} className="underline">
          {words}
        </a>
      </p>
    );
  return (
    <p className="text-sm">
      {words}
      {links.length === 0 ? " (not stored)" : ": "}
      {links.map((href, i) => (
        <a key={href} href={href} className="mr-3 underline">
          Photo {i + 1}
        </a>
      ))}
    </p>
  );
}

/** A first text the site held (no sign a person typed the number, or a daily cap): staff send it, or not; the answer stays. */
function HeldFirstText({ held, fetcher, result }: FirstTextProps & { held: Thread["heldFirstText"] }) {
  const ours = result?.intent === "first-text" ? result : undefined;
  const form = refusalFor(ours, "form", "first-text-error");
  if (held === null && !ours) return null;
  return (
    <div className="mt-3">
      {held !== null && (
        <DeskForm
          fetcher={fetcher}
          intent="first-text"
          fields={{ deliveryId: held.id }}
          className="flex flex-wrap items-center gap-3 rounded border-2 border-ink/30 bg-white p-3"
        >
          <p className="basis-full">{held.reason === "cap" ? heldFirstTextWords.offerCapped : heldFirstTextWords.offer}</p>
          <button type="submit" className={button} disabled={fetcher.state !== "idle"} aria-describedby={form.message ? "first-text-error" : undefined}>
            {heldFirstTextWords.button}
          </button>
          {form.message}
        </DeskForm>
      )}
      <p role="status" className={ours?.ok ? "font-semibold text-green-900" : "sr-only"}>
        {ours?.ok ? ours.message : ""}
      </p>
    </div>
  );
}

function ReplyForm({ fetcher, formKey, result, confirmation, blocked, outsideArea }: ReplyProps & { blocked: string | null; outsideArea: string | null }) {
  const [text, setText] = useState(result && !result.ok && result.intent === "text-reply" ? (result.value ?? "") : "");
  const count = segmentCount(text);
  const ours = result?.intent === "text-reply" ? result : undefined;
  const typed = refusalFor(ours, "text", "reply-text-error");
  const form = refusalFor(ours, "form", "reply-form-error");
  const checked = refusalFor(ours, "outsideArea", "reply-area-error");
  if (blocked) return <p className="mt-3 rounded border-2 border-ink/30 bg-white px-3 py-2 font-semibold">{blocked}</p>;
  const failed = ours?.ok && ours.failed;
  return (
    <DeskForm fetcher={fetcher} intent="text-reply" formKey={formKey} className="mt-3 grid gap-2 rounded border border-ink/15 bg-white p-3">
      <label htmlFor="reply-text" className="font-semibold">
        Reply by text
      </label>
      <textarea
        id="reply-text"
        name="text"
        rows={3}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={field}
        aria-describedby={["reply-count", typed.message ? "reply-text-error" : ""].filter(Boolean).join(" ")}
        aria-invalid={typed.message || count.over ? true : undefined}
      />
      <p id="reply-count" className={`text-sm ${count.over ? "font-semibold text-red-800" : "text-ink"}`}>
        {count.words}
        {count.over ? ": too long, shorten it" : ""}. At most 2 segments: 306 plain characters, or 134 with emoji or other special characters.
      </p>
      {typed.message}
      {outsideArea && (
        <div className="rounded border-2 border-red-700 p-2">
          <p id="reply-area-warning" className="font-semibold text-red-800">
            {outsideArea} {serviceAreaWords.replyWarning}
          </p>
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              name="outsideArea"
              value="yes"
              required
              className="size-5"
              aria-describedby={["reply-area-warning", checked.message ? "reply-area-error" : ""].filter(Boolean).join(" ")}
              {...(checked.message ? { "aria-invalid": true } : {})}
            />
            {serviceAreaWords.replyConfirm}
          </label>
          {checked.message}
        </div>
      )}
      <button
        type="submit"
        className={`${button} justify-self-start`}
        disabled={fetcher.state !== "idle"}
        aria-describedby={form.message ? "reply-form-error" : undefined}
      >
        {fetcher.state !== "idle" ? "Sending…" : "Send text"}
      </button>
      {form.message}
      <p role="status" className={confirmation ? `font-semibold ${failed ? "text-red-800" : "text-green-900"}` : "sr-only"}>
        {confirmation}
      </p>
    </DeskForm>
  );
}
