/** Any page's heading and search data, for the pages that list others and the lead service. */
import { attorneys, attorneyWords } from "~/content/attorneys";
import { cityWords } from "~/content/cities";
import { practiceWords } from "~/content/practices";
import { staticPageWords } from "~/content/static-pages";
import type { PageSeo } from "~/content/types";
import type { SitePage } from "./addresses";
import { findArticle } from "./articles";

export function pageWords(page: SitePage): { heading: string; seo: PageSeo } {
  const { lang, key } = page;
  switch (page.kind) {
    case "practice":
      return practiceWords[lang][key as keyof (typeof practiceWords)["en"]];
    case "city":
      return cityWords[lang][key as keyof (typeof cityWords)["en"]];
    case "attorney": {
      const name = attorneys.find((a) => a.slug === key)?.name ?? key;
      return { heading: name, seo: attorneyWords[lang][key as keyof (typeof attorneyWords)["en"]].seo };
    }
    case "article": {
      const article = findArticle(lang, key);
      if (!article) throw new Error(`No article "${key}" (${lang})`);
      return { heading: article.title, seo: { title: article.title, description: article.description } };
    }
    default:
      return staticPageWords[lang][key as keyof (typeof staticPageWords)["en"]];
  }
}
