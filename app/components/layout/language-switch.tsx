import { Link, useLocation } from "react-router";
import { pageIn } from "~/lib/addresses";
import { useMessages } from "~/lib/page";
import { ANSWERS_KEY_PARAM } from "~/lib/private-addresses";

/** The same page in the other language (its home when there is no twin), keeping a questions key. Each
 * word is marked with its language, so screen readers say both right. */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const { label, lang, title } = useMessages().languageSwitch;
  const key = new URLSearchParams(search).get(ANSWERS_KEY_PARAM);
  return (
    <Link
      to={pageIn(pathname, lang as "en" | "es") + (key ? `?${ANSWERS_KEY_PARAM}=${encodeURIComponent(key)}` : "")}
      lang="es"
      hrefLang={lang}
      title={title}
      className={className}
    >
      <span lang={lang}>{label}</span>
    </Link>
  );
}
