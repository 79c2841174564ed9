// The non-engagement letter as an email (react-email): the kept text, paragraph by paragraph, nothing added
// but the firm's name above it.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Text } from "@react-email/text";
import { renderToStaticMarkup } from "react-dom/server";
import { brandName } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import { letterParagraphs } from "~/declines/letter-text";

function LetterEmail({ lang, body }: { lang: Lang; body: string }) {
  const text = { fontSize: "16px", lineHeight: "24px", color: "#1a1a1a", margin: "0 0 16px", whiteSpace: "pre-line" as const };
  return (
    <Html lang={lang}>
      <Head>
        <meta name="color-scheme" content="light dark" />
      </Head>
      <Body style={{ backgroundColor: "#ffffff", color: "#1a1a1a", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 12px" }}>
        <Container style={{ maxWidth: "560px" }}>
          <Text style={{ ...text, fontSize: "14px", color: "#4a4a4a" }}>{brandName("primary")}</Text>
          {letterParagraphs(body).map((paragraph, i) => (
            <Text key={i} style={text}>
              {paragraph}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

export const letterHtml = (lang: Lang, body: string) => `<!doctype html>${renderToStaticMarkup(<LetterEmail lang={lang} body={body} />)}`;
