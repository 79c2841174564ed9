/** "We received your request", where the form was and on the confirmation page: a status
 * region whose heading takes the focus, so the news is read out and the keyboard starts there. */
import { useEffect, useRef } from "react";
import { callbackWords } from "~/content/callback";
import type { Lang } from "~/content/i18n";
import { type CallbackAnswer, callbackSentence, callerParts, urgentLine } from "~/lib/callback";
import { PhoneLink } from "~/components/call-button";

export function ReceivedPanel({
  lang,
  callback,
  headingLevel,
  headingId,
  heading: headingText,
  focus = false,
  children,
}: {
  lang: Lang;
  /** Null: the promise is not known (a bot's answer, or an address without one): nothing is promised. */
  callback: CallbackAnswer | null;
  headingLevel: "h1" | "h2";
  headingId: string;
  /** The heading's words when the page has its own (the confirmation page's, from its page words). */
  heading?: string;
  /** Move the focus to the heading (where the form was: the focus was on its button). */
  focus?: boolean;
  children?: React.ReactNode;
}) {
  const words = callbackWords[lang];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const Heading = headingLevel;
  const caller = callback ? callerParts(lang) : null;
  return (
    <div role="status" aria-labelledby={headingId} className="space-y-3">
      <Heading
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className={`font-serif font-bold focus:outline-none ${headingLevel === "h1" ? "pb-2 text-4xl sm:text-5xl" : "text-2xl sm:text-3xl"}`}
      >
        {headingText ?? words.received}
      </Heading>
      {callback && <p className="text-lg">{callbackSentence(lang, callback)}</p>}
      {caller && (
        <p className="text-lg">
          {caller.before}
          <span className="whitespace-nowrap">{caller.number}</span>
          {caller.after}
        </p>
      )}
      {callback?.email && <p className="text-muted">{words.email}</p>}
      <p className="text-muted">
        {`${urgentLine(lang)} `}
        <PhoneLink className="font-semibold text-ink underline decoration-accent-deep underline-offset-4" />
      </p>
      {children}
    </div>
  );
}
