// The visitor's acknowledgement (react-email): it says only what depends on when and in which
// language the request came, never what the visitor typed.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { renderToStaticMarkup } from "react-dom/server";
import { acknowledgementWords } from "~/content/acknowledgement";
import { brandName, firm, firmWords, officeAddressLines, telHref } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import { pagePath } from "~/lib/addresses";
import { type CallbackSettings, callbackFor, callbackSentence, callerLine, callerParts, clock, urgentLine, weekdayName } from "~/lib/callback";
import { openingSpans } from "~/lib/office-hours";

function officeHours(lang: Lang): string {
  const words = acknowledgementWords[lang];
  const spans = openingSpans().map(({ from, to, opens, closes }) =>
    words.span(weekdayName(lang, from), to > from ? weekdayName(lang, to) : null, clock(lang, opens), clock(lang, closes)),
  );
  return words.officeHours(spans.join("; "));
}

interface AcknowledgementProps {
  lang: Lang;
  promise: string;
  urgent: string;
  hours: string;
  privacyUrl: string;
}

const colors = { text: "#1a1a1a", muted: "#4a4a4a", link: "#0b57d0", rule: "#d0d0d0", button: "#0b3d91" };
// Mail apps that honour prefers-color-scheme get a dark palette; the rest invert or keep light.
const darkStyle = `@media (prefers-color-scheme: dark) {
  .ack-body, .ack-body table, .ack-body td { background-color: #121212 !important; color: #ececec !important; }
  .ack-body p, .ack-body h1, .ack-body h2 { color: #ececec !important; }
  .ack-body a { color: #9ec1ff !important; }
  .ack-body a.ack-call { background-color: #9ec1ff !important; color: #0b1a33 !important; }
}`;

function AcknowledgementEmail({ lang, promise, urgent, hours, privacyUrl }: AcknowledgementProps) {
  const words = acknowledgementWords[lang];
  const site = brandName("primary");
  const caller = callerParts(lang);
  const text = { fontSize: "16px", lineHeight: "24px", color: colors.text, margin: "0 0 16px" };
  const small = { fontSize: "14px", lineHeight: "20px", color: colors.muted, margin: "0 0 12px" };
  return (
    <Html lang={lang}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkStyle}</style>
      </Head>
      <Preview>{words.preview}</Preview>
      <Body
        className="ack-body"
        style={{ backgroundColor: "#ffffff", color: colors.text, fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 12px" }}
      >
        <Container style={{ maxWidth: "560px" }}>
          <Text style={small}>{site}</Text>
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: "28px", color: colors.text, margin: "0 0 16px" }}>
            {words.heading}
          </Heading>
          <Text style={text}>{words.greeting}</Text>
          <Text style={text}>{words.received(site)}</Text>
          <Heading as="h2" style={{ fontSize: "18px", lineHeight: "24px", color: colors.text, margin: "24px 0 8px" }}>
            {words.nextHeading}
          </Heading>
          <Text style={text}>
            {promise}
            {caller && (
              <>
                {` ${caller.before}`}
                <span style={{ whiteSpace: "nowrap" }}>{caller.number}</span>
                {caller.after}
              </>
            )}
          </Text>
          <Text style={text}>{hours}</Text>
          <Text style={text}>{urgent}</Text>
          <Section style={{ margin: "0 0 24px" }}>
            <Link
              href={telHref}
              className="ack-call"
              style={{
                display: "inline-block",
                backgroundColor: colors.button,
                color: "#ffffff",
                fontSize: "18px",
                fontWeight: "bold",
                padding: "12px 20px",
                borderRadius: "6px",
                textDecoration: "none",
              }}
            >
              {firm.phone.display}
            </Link>
          </Section>
          <Text style={text}>{words.signature(site)}</Text>
          <Hr style={{ borderColor: colors.rule, margin: "24px 0" }} />
          <Text style={small}>
            {words.privacy}{" "}
            <Link href={privacyUrl} style={{ color: colors.link }}>
              {words.privacyLink}
            </Link>
          </Text>
          <Text style={small}>{words.notYou}</Text>
          <Text style={small}>
            {firm.legalName} · {officeAddressLines().join(", ")}
          </Text>
          <Text style={small}>{firmWords[lang].disclaimer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface AcknowledgementMessage {
  subject: string;
  text: string;
  html: string;
}

export function acknowledgementMessage(lang: Lang, receivedAt: Date, origin: string, settings?: CallbackSettings): AcknowledgementMessage {
  const words = acknowledgementWords[lang];
  const site = brandName("primary");
  const promise = callbackSentence(lang, callbackFor(receivedAt, settings));
  const next = [promise, callerLine(lang)].filter(Boolean).join(" ");
  const urgent = urgentLine(lang, settings?.afterHours);
  const hours = officeHours(lang);
  const privacyUrl = `${origin}${pagePath("privacy", lang)}`;
  const text = [
    words.heading,
    "",
    words.greeting,
    "",
    words.received(site),
    "",
    `${words.nextHeading}:`,
    next,
    hours,
    "",
    urgent,
    `${firm.phone.display} (${telHref})`,
    "",
    words.signature(site),
    "",
    "--",
    `${words.privacy} ${privacyUrl}`,
    words.notYou,
    `${firm.legalName}, ${officeAddressLines().join(", ")}`,
    firmWords[lang].disclaimer,
  ].join("\n");
  return {
    subject: words.subject(site),
    text,
    html: `<!doctype html>${renderToStaticMarkup(<AcknowledgementEmail lang={lang} promise={promise} urgent={urgent} hours={hours} privacyUrl={privacyUrl} />)}`,
  };
}
