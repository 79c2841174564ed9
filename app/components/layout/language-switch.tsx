import { Link, useLocation } from "react-router";
import { pageIn } from "~/lib/addresses";
import { useMessages } from "~/lib/page";

/** The same page in the other language (its home when there is no twin). Each word is marked
 * with its language, so screen readers say both right. */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname } = useLocation();
  const { label, lang, title } = useMessages().languageSwitch;
  return (
    <Link to={pageIn(pathname, lang as "en" | "es")} lang="es" hrefLang={lang} title={title} className={className}>
      <span lang={lang}>{label}</span>
    </Link>
  );
}
