import type { PageSeo } from "./types";
import { firm, type BrandKey } from "./firm";

interface StaticPage {
  heading: string;
  intro: string;
  brand: BrandKey;
  seo: PageSeo;
}

/** Pages that are not a practice, city or attorney: their headings and search data. */
export const staticPages = {
  home: {
    // The hero's headline is the firm's tagline.
    heading: firm.tagline,
    intro:
      "Free consultation, 24/7. You pay nothing unless we win. Tell us what happened and a Kent injury lawyer will call you back.",
    brand: "primary",
    seo: {
      title: "Kent Personal Injury Lawyer | Kestrel Injury Law",
      description:
        "Kent, WA personal injury lawyers for car, truck and motorcycle crashes, dog bites and wrongful death. Free consultation 24/7, no fee unless we win.",
      indexable: true,
    },
  },
  sitemap: {
    heading: "Sitemap",
    intro: "Every page on our site, in one place.",
    brand: "primary",
    seo: {
      title: "Sitemap | Kestrel Injury Law",
      description: "A list of every page on the Kestrel Injury Law website.",
      indexable: false,
    },
  },
  privacy: {
    heading: "Privacy Policy",
    intro: "How we collect, use and protect the information you share with us.",
    brand: "primary",
    seo: {
      title: "Privacy Policy | Kestrel Injury Law",
      description:
        "How Kestrel Injury Law collects, uses and protects your information, including our Washington consumer health data privacy notice.",
      indexable: true,
    },
  },
  terms: {
    heading: "Terms of Use",
    intro: "The terms that apply when you use this website.",
    brand: "primary",
    seo: {
      title: "Terms of Use | Kestrel Injury Law",
      description: "The terms of use of the Kestrel Injury Law website.",
      indexable: true,
    },
  },
  consultationReceived: {
    heading: "Message Sent Successfully!",
    intro: "We've received your message and will get back to you soon.",
    brand: "primary",
    seo: {
      title: "Request Received | Kestrel Injury Law",
      description: "Your free consultation request has been received.",
      indexable: false,
    },
  },
  notFound: {
    heading: "Oops! Page not found",
    intro: "The page you were looking for does not exist or has moved.",
    brand: "primary",
    seo: {
      title: "Page Not Found | Kestrel Injury Law",
      description: "The page you were looking for could not be found.",
      indexable: false,
    },
  },
} satisfies Record<string, StaticPage>;
