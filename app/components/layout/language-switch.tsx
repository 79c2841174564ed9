import { Link, useLocation } from "react-router";
import { pageIn } from "~/lib/addresses";
import { useMessages } from "~/lib/page";

/**
 * "Español" on English pages, "English" on Spanish ones: the same page in the other
 * language (or its home page when the page has no twin). The link is marked with the
 * language it is written in, so screen readers say it right.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname } = useLocation();
  const { label, lang, title } = useMessages().languageSwitch;
  return (
    <Link to={pageIn(pathname, lang as "en" | "es")} lang={lang} hrefLang={lang} title={title} className={className}>
      {label}
    </Link>
  );
}
