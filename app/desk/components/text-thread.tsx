/** The texts with the person on a request's page, oldest first: who wrote, when, and how far each
 * of the firm's texts got. Read-only: staff reply by phone or email for now. */
import { ownerName } from "~/lib/intake-roster";
import { kentShort } from "~/lib/kent-time";
import type { TextThread as Thread } from "../texts.server";
import { DeskSection } from "./desk-section";

const statusWords: Record<string, string> = { queued: "queued", sent: "sent", delivered: "delivered", undelivered: "not delivered", failed: "failed", received: "received" };

const sender = (sentBy: string) => (sentBy === "system" ? "Automatic text" : `Sent by ${ownerName(sentBy)}`);

export function TextThread({ thread }: { thread: Thread }) {
  if (thread.messages.length === 0 && !thread.optedOut) return null;
  return (
    <DeskSection id="texts-heading" title="Texts">
      {thread.optedOut && (
        <p className="mt-2 rounded border-2 border-red-700 px-3 py-2 font-semibold text-red-800">
          This number replied {thread.optedOut.keyword === "21610" ? "STOP (reported by the carrier)" : thread.optedOut.keyword} on {kentShort(thread.optedOut.at)}: no texts can go to it until
          they reply START.
        </p>
      )}
      <ol className="mt-2 space-y-2">
        {thread.messages.map((m) => (
          <li key={m.id} className={`max-w-prose rounded border px-3 py-2 ${m.direction === "inbound" ? "border-gray-400 bg-white" : "ml-auto border-blue-300 bg-blue-50"}`}>
            <p className="text-sm text-gray-700">
              {m.direction === "inbound" ? "They wrote" : sender(m.sentBy)} · {kentShort(m.at)}
              {m.direction === "outbound" && ` · ${statusWords[m.status] ?? m.status}`}
            </p>
            <p className="whitespace-pre-wrap break-words">{m.body}</p>
            {m.photos > 0 && (
              <p className="text-sm">
                {m.photoLinks.length === 1 ? <a href={m.photoLinks[0]} className="underline">1 photo</a> : `${m.photos === 1 ? "1 photo" : `${m.photos} photos`}${m.photoLinks.length ? ": " : " (not stored)"}`}
                {m.photoLinks.length > 1 && m.photoLinks.map((href, i) => <a key={href} href={href} className="mr-3 underline">Photo {i + 1}</a>)}
              </p>
            )}
            {m.mentionsStop && <p className="text-sm font-semibold text-red-800">Mentions STOP: ask whether they want texts to stop.</p>}
          </li>
        ))}
      </ol>
    </DeskSection>
  );
}
