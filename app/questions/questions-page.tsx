/** The questions after Send (decision 0083): one page, every question optional; a plain POST (a fetch once hydrated). */
import { Form, useNavigation } from "react-router";
import { intakeQuestionWords } from "~/content/intake-questions";
import { pagePath } from "~/lib/addresses";
import { usePage } from "~/lib/page";
import type { Posted, questionsPageData } from "./questions-page.server";
import { QuestionFields } from "./question-fields";

export function QuestionsPage({ loaderData, posted }: { loaderData: Awaited<ReturnType<typeof questionsPageData>>; posted: Posted | undefined }) {
  const { lang } = usePage();
  const words = intakeQuestionWords[lang];
  const navigation = useNavigation();
  const invalid = loaderData.state === "invalid" || (posted && "invalid" in posted);
  const errors = posted && "errors" in posted ? posted.errors : {};
  const values = posted?.saved ? posted.answers : loaderData.state === "open" ? loaderData.answers : {};
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{loaderData.page.heading}</h1>
      {invalid || loaderData.state !== "open" ? (
        <div className="mt-4 space-y-4 text-lg">
          <p className="text-xl font-bold">{words.invalid.title}</p>
          <p>{words.invalid.body}</p>
          <a href={pagePath("home", lang)} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
            {words.skip}
          </a>
        </div>
      ) : (
        <>
          <p className="mt-3 text-lg">{words.intro}</p>
          <p role="status" className={posted?.saved ? "mt-4 rounded-md border-2 border-green-800 bg-white p-3 font-semibold text-green-900" : "sr-only"}>
            {posted?.saved ? `${words.saved} ${words.savedMore}` : ""}
          </p>
          {Object.keys(errors).length > 0 && (
            <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
              {Object.values(errors)[0]}
            </p>
          )}
          <Form method="post" className="mt-6 space-y-6" key={posted?.saved ? "saved" : "open"}>
            <QuestionFields lang={lang} keys={loaderData.keys as never} values={values} errors={errors} />
            <div className="flex flex-wrap items-center gap-4 pt-2">
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className="min-h-12 rounded-md bg-accent-deep px-6 font-bold text-white disabled:opacity-70"
              >
                {navigation.state === "submitting" ? words.saving : words.save}
              </button>
              <a href={pagePath("home", lang)} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
                {words.skip}
              </a>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
