import type { PageSeo } from "./types";
import { firm, type BrandKey } from "./firm";

interface StaticPage {
  heading: string;
  /** A line under the heading (the confirmation page). */
  intro?: string;
  brand: BrandKey;
  seo: PageSeo;
}

/** Pages that are not a practice, city or attorney: their headings and search data. */
export const staticPages = {
  home: {
    // The hero's headline is the firm's tagline.
    heading: firm.tagline,
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
    brand: "primary",
    seo: {
      title: "Sitemap | Kestrel Injury Law",
      description: "A list of every page on the Kestrel Injury Law website.",
      indexable: false,
    },
  },
  privacy: {
    heading: "Privacy Policy",
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
    brand: "primary",
    seo: {
      title: "Terms of Use | Kestrel Injury Law",
      description: "The terms of use of the Kestrel Injury Law website.",
      indexable: true,
    },
  },
  confirmation: {
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
    brand: "primary",
    seo: {
      title: "Page Not Found | Kestrel Injury Law",
      description: "The page you were looking for could not be found.",
      indexable: false,
    },
  },
} satisfies Record<string, StaticPage>;
