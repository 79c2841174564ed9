import { Link, useLocation } from "react-router";
import { pageIn } from "~/lib/addresses";
import { useMessages } from "~/lib/page";

/**
 * "Español" on English pages, "English" on Spanish ones: the same page in the other
 * language (or its home page when the page has no twin). Its title is Spanish on both
 * sites and its name is in the other language, each marked with its language, so screen
 * readers say both right.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname } = useLocation();
  const { label, lang, title } = useMessages().languageSwitch;
  return (
    <Link to={pageIn(pathname, lang as "en" | "es")} lang="es" hrefLang={lang} title={title} className={className}>
      <span lang={lang}>{label}</span>
    </Link>
  );
}
