// The fee agreement's emails (react-email): the signing link, and the signed copy (attached) to the person.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import { renderToStaticMarkup } from "react-dom/server";
import { signingWords } from "~/content/fee-agreement";
import { brandName, firm } from "~/content/firm";
import type { Lang } from "~/content/i18n";

const text = { fontSize: "16px", lineHeight: "24px", color: "#1a1a1a", margin: "0 0 16px" };

function Letter({
  lang,
  preview,
  heading,
  lines,
  link,
}: {
  lang: Lang;
  preview: string;
  heading: string;
  lines: string[];
  link?: { href: string; label: string };
}) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#ffffff", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 12px" }}>
        <Container style={{ maxWidth: "560px" }}>
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: "28px", margin: "0 0 16px" }}>
            {heading}
          </Heading>
          {lines.map((line) => (
            <Text key={line} style={text}>
              {line}
            </Text>
          ))}
          {link && (
            <Link
              href={link.href}
              style={{ display: "inline-block", backgroundColor: "#0b3d91", color: "#ffffff", padding: "12px 20px", borderRadius: "6px", fontWeight: 700 }}
            >
              {link.label}
            </Link>
          )}
        </Container>
      </Body>
    </Html>
  );
}

const page = (element: React.ReactElement) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`;

export function linkMessage(lang: Lang, link: string, until: string) {
  const words = signingWords[lang];
  const firmName = brandName("primary");
  const lines = [words.email.body(firmName), words.email.expires(until), words.call(firm.phone.display)];
  return {
    subject: words.email.subject,
    text: [...lines, link].join("\n\n"),
    html: page(
      <Letter lang={lang} preview={words.email.preview} heading={words.email.subject} lines={lines} link={{ href: link, label: words.email.button }} />,
    ),
  };
}

export function signedCopyMessage(lang: Lang) {
  const words = signingWords[lang];
  const lines = [words.email.signedBody, words.call(firm.phone.display)];
  return {
    subject: words.email.signedSubject,
    text: lines.join("\n\n"),
    html: page(<Letter lang={lang} preview={words.email.signedBody} heading={words.email.signedSubject} lines={lines} />),
  };
}
