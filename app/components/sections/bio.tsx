import { useMessages } from "~/lib/page";
import type { AttorneyProfileCopy } from "~/content/types";
import { ChecklistBlock, ProseBlocks } from "./checklist";

/** An attorney's biography, highlights and 'Practice Focus' list. */
export function Bio({ profile }: { profile: AttorneyProfileCopy }) {
  const messages = useMessages();
  return (
    <div className="space-y-14">
      <ProseBlocks id="bio-heading" heading={profile.bio.heading} paragraphs={profile.bio.paragraphs} />
      <ChecklistBlock id="practice-focus-heading" heading={messages.practiceFocus} items={profile.practiceFocus} columns />
      <section aria-labelledby="highlights-heading" className="rounded-xl bg-paper p-6">
        <h2 id="highlights-heading" className="font-serif text-2xl font-bold">
          {messages.highlights}
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {profile.highlights.map((h) => (
            <li key={h} className="border-l-4 border-accent pl-3 leading-snug">
              {h}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
