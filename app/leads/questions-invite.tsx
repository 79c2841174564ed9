/** The invitation to the questions after Send (decision 0048), under a confirmation when a key came with it.
 * No zod and no questions here: the form's own chunk stays as light as it was. */
import { questionsInviteWords } from "~/content/questions-invite";
import type { Lang } from "~/content/i18n";
import { pagePath } from "~/lib/addresses";
import { ANSWERS_KEY_PARAM } from "~/lib/private-addresses";

/** The address of the questions for a key. */
export const questionsAddress = (lang: Lang, key: string) => `${pagePath("questions", lang)}?${ANSWERS_KEY_PARAM}=${encodeURIComponent(key)}`;

/** "So the attorney is ready when we call": shown under a confirmation when a key came with it. */
export function QuestionsInvite({ lang, answersKey }: { lang: Lang; answersKey: string | null | undefined }) {
  if (!answersKey) return null;
  const words = questionsInviteWords[lang];
  return (
    <div className="mt-4 rounded-md border-2 border-accent-deep bg-white p-4 text-ink">
      <p>{words.invite}</p>
      <a
        href={questionsAddress(lang, answersKey)}
        className="mt-3 inline-flex min-h-12 items-center rounded-md bg-accent-deep px-5 font-bold text-white underline-offset-4 hover:underline"
      >
        {words.link}
      </a>
    </div>
  );
}
