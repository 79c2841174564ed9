/** A person's data as a JSON file to send them, without the firm's wiring (decision 0032). A POST keeps the
 * address out of the URL and stops links on other sites; each download is audited once per form key,
 * and a key used for anything else is refused. */
import { data } from "react-router";
import { exportFile, exportOptions, findPerson, formKeyUse, recordDownload } from "~/data-requests/store.server";
import { downloadForm } from "~/desk/form-schemas";
import { refuseCrossOrigin } from "~/lib/http.server";
import { staffOf } from "~/lib/desk-post.server";
import { log } from "~/lib/log";
import type { Route } from "./+types/data-requests-export";

export function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  throw data("Download a person's data with the Download button on /desk/data-requests.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  const parsed = downloadForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return text(parsed.error.issues[0]?.message ?? "That did not work: find the person again", 400);
  const { person, formKey } = parsed.data;
  // A key serves one download about one person; the same form again gets the file again, recorded once.
  const used = await formKeyUse(db, formKey, "download", person);
  if (used.use === "refused") return text(used.message, 409);
  const at = new Date();
  const found = await findPerson(db, person);
  if (used.use === "new" && (await recordDownload(db, { data: found, staff: email, formKey, at }))) log("info", "desk_person_downloaded", { by: email });
  return new Response(`${JSON.stringify(exportFile(found, at, exportOptions(env)), null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // No name or address in the file's name: it lands in download folders and mail subjects.
      "Content-Disposition": `attachment; filename="data-request-${at.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
