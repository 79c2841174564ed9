/**
 * The download of a person's data: the form on /desk/data-requests posts here (a POST, so
 * the address stays out of the URL and a link on another site cannot start one). The
 * answer is a JSON file to send the person; each download is in the audit, once per form.
 */
import { data } from "react-router";
import { exportFile, findPerson, recordDownload } from "~/desk/data-requests.server";
import { downloadForm } from "~/desk/person";
import { refuseCrossOrigin } from "~/desk/same-origin.server";
import { staffOf } from "~/desk/staff.server";
import { log } from "~/lib/log";
import type { Route } from "./+types/data-requests-export";

export function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  throw data("Download a person's data with the Download button on /desk/data-requests.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const parsed = downloadForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return new Response(parsed.error.issues[0]?.message ?? "That did not work: find the person again", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const at = new Date();
  const found = await findPerson(env.DB, parsed.data.person);
  await recordDownload(env.DB, { data: found, staff: email, formKey: parsed.data.formKey, at });
  log("info", "desk_person_downloaded", { by: email });
  return new Response(`${JSON.stringify(exportFile(found, at), null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // No name or address in the file's name: it lands in download folders and mail subjects.
      "Content-Disposition": `attachment; filename="data-request-${at.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
