/** /sign/:token and /es/firmar/:token: the fee agreement's signing page (app/agreements/signing-page.tsx). */
import type { Route } from "./+types/sign";
import { signingWords } from "~/content/fee-agreement";
import { brandName } from "~/content/firm";
import { langOfPath } from "~/content/i18n";
import { SigningPage } from "~/agreements/signing-page";
import { signingAction, signingLoader, type View } from "~/agreements/signing-page.server";
import { useLang } from "~/lib/page";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${signingWords[langOfPath(location.pathname)].heading} | ${brandName("primary")}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const loader = (args: Route.LoaderArgs) => signingLoader(args);

export const action = (args: Route.ActionArgs) => signingAction(args);

export default function SignPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SigningPage view={(actionData as View | undefined) ?? (loaderData as View)} lang={useLang()} />;
}
