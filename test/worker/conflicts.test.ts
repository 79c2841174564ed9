/**
 * The conflict check as staff meet it, signed in through the local Access stand-in: matches on both
 * requests, "checked, no conflict" with and without JavaScript and posted twice, the firm's CSV list
 * (a bad row changes nothing, a re-upload replaces), the inbox's "possible conflict" filter.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { saveStaffAnswers } from "~/questions/answers.server";
import { deskClient, Streamed } from "./desk-client";
import { emailRecorder, leadsWhere, postJson, ownPhone, validLead } from "./lead-helpers";

const STAFF = "intake@kestrelinjurylaw.example";
const desk = deskClient(STAFF);

/** A last name no other test uses: the check compares every request in the file's database. */
const surname = () =>
  `Q${crypto
    .randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;

async function lead(name: string) {
  const fields = validLead({ name, email: `${crypto.randomUUID()}@example.com`, phone: ownPhone() });
  await postJson(fields, { email: emailRecorder() });
  return (await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0] as unknown as { id: number };
}

/** What the answers form does: the answers saved by staff (the other party's name filed with them), then the check. */
async function answer(leadId: number, otherParty: string) {
  expect(await saveStaffAnswers(db(env), { id: leadId, topic: "car-accidents" }, { otherParty }, STAFF, new Date())).toBe(true);
}

const matchesOf = async (leadId: number) =>
  (await env.DB.prepare("SELECT * FROM conflict_matches WHERE lead_id = ? ORDER BY id").bind(leadId).all<Record<string, unknown>>()).results;
const clearancesOf = async () => (await env.DB.prepare("SELECT * FROM conflict_clearances ORDER BY id").all<Record<string, unknown>>()).results;

function csvUpload(text: string, name = "clio.csv") {
  const form = new FormData();
  form.set("list", new File([text], name, { type: "text/csv" }));
  return form;
}

describe("a match between two requests", () => {
  it("shows on both: the other party named here wrote the other request", async () => {
    const last = surname();
    const writer = await lead(`Dana ${last}`);
    const naming = await lead(`Pat Other${surname()}`);
    expect(await matchesOf(writer.id)).toEqual([]);
    await answer(naming.id, `${last.toUpperCase()}, DANA`);
    const [onNaming] = await matchesOf(naming.id);
    const [onWriter] = await matchesOf(writer.id);
    expect(onNaming).toMatchObject({ strength: "conflict", our_role: "other", their_role: "person", their_name: `Dana ${last}`, other_lead_id: writer.id });
    expect(onWriter).toMatchObject({
      strength: "conflict",
      our_role: "person",
      their_role: "other",
      their_name: `${last.toUpperCase()}, DANA`,
      other_lead_id: naming.id,
    });
    expect(onNaming!.match_key).toBe(onWriter!.match_key);
    const writerPage = (await desk(`/desk/leads/${writer.id}`)).text;
    expect(writerPage).toContain(`Possible conflict with request #${naming.id}: they named ${last.toUpperCase()}, DANA as the other party.`);
    expect(writerPage).toContain("Conflict check: 1 possible conflict to check");
    const namingPage = (await desk(`/desk/leads/${naming.id}`)).text;
    expect(namingPage).toContain(`Possible conflict with request #${writer.id}: Dana ${last} wrote that request`);
    // The panel comes after the call bar, before the status.
    expect(namingPage.indexOf("Call and log the call")).toBeLessThan(namingPage.indexOf("Conflict check:"));
    expect(namingPage.indexOf("Conflict check:")).toBeLessThan(namingPage.indexOf("Where it stands"));
  });

  it("a new request's person is checked against the other parties already named", async () => {
    const last = surname();
    const naming = await lead(`Lee Named${surname()}`);
    await answer(naming.id, `J. ${last}`);
    const writer = await lead(`Jordan ${last}`);
    expect(await matchesOf(writer.id)).toMatchObject([{ strength: "possible", our_role: "person", their_name: `J. ${last}`, other_lead_id: naming.id }]);
    expect((await desk(`/desk/leads/${writer.id}`)).text).toContain("only the first initial and last name agree");
  });

  it("two requests naming the same other party both show it; a changed answer takes the match away", async () => {
    const company = `${surname()} Trucking`;
    const a = await lead(`Ana ${surname()}`);
    const b = await lead(`Ben ${surname()}`);
    await answer(a.id, `${company}, Inc.`);
    await answer(b.id, `The ${company} LLC`);
    expect(await matchesOf(a.id)).toMatchObject([{ our_role: "other", their_role: "other", other_lead_id: b.id }]);
    expect(await matchesOf(b.id)).toMatchObject([{ our_role: "other", their_role: "other", other_lead_id: a.id }]);
    await answer(b.id, "Unknown");
    expect(await matchesOf(a.id)).toEqual([]);
    expect(await matchesOf(b.id)).toEqual([]);
  });

  it("false friends stay apart", async () => {
    const last = surname();
    await lead(`Ann ${last}`);
    await lead(`John ${last}son`);
    const naming = await lead(`Kim ${surname()}`);
    await answer(naming.id, `Anne ${last}s`);
    expect(await matchesOf(naming.id)).toEqual([]);
    await answer(naming.id, `Jon ${last}son`);
    expect(await matchesOf(naming.id)).toEqual([]);
  });
});

describe("checked, no conflict", () => {
  async function pair() {
    const last = surname();
    const writer = await lead(`Robin ${last}`);
    const naming = await lead(`Sam ${surname()}`);
    await answer(naming.id, `Robin ${last}`);
    const [match] = await matchesOf(writer.id);
    return { writer, naming, matchKey: String(match!.match_key) };
  }

  it("without JavaScript: a 303 back, recorded once with who, and cleared on both requests and in both timelines", async () => {
    const { writer, naming, matchKey } = await pair();
    const form = { intent: "clear-conflict", formKey: crypto.randomUUID(), match: matchKey };
    const [first, second] = [await desk(`/desk/leads/${writer.id}`, form), await desk(`/desk/leads/${writer.id}`, form)];
    expect(first.response.status).toBe(303);
    expect(first.response.headers.get("Location")).toBe(`/desk/leads/${writer.id}?saved=conflict`);
    expect(second.response.headers.get("Location")).toBe(first.response.headers.get("Location"));
    const rows = (await clearancesOf()).filter((c) => c.match_key === matchKey);
    expect(rows).toMatchObject([{ lead_id: writer.id, cleared_by: STAFF }]);
    const after = (await desk(`/desk/leads/${writer.id}?saved=conflict`)).text;
    expect(after).toContain("Recorded: checked, no conflict");
    expect(after).toContain("Conflict check: Checked, no conflict");
    expect(after).toContain(`Conflict check: checked, no conflict with request #${naming.id}`);
    const other = (await desk(`/desk/leads/${naming.id}`)).text;
    expect(other).toContain("Conflict check: Checked, no conflict");
    expect(other).toContain(`Checked, no conflict: ${STAFF}`);
    expect(other).toContain(`Conflict check: checked, no conflict with request #${writer.id}`);
    expect(other).not.toContain('value="clear-conflict"');
  });

  it("with JavaScript: an answer in place; a second member's post says who checked it first", async () => {
    const { writer, naming, matchKey } = await pair();
    const form = { intent: "clear-conflict", formKey: crypto.randomUUID(), match: matchKey, via: "js" };
    const js = await desk(`/desk/leads/${writer.id}`, form);
    expect(js.response.status).toBe(200);
    expect(js.text).toContain("Recorded: checked, no conflict");
    const repeat = await desk(`/desk/leads/${writer.id}`, form);
    expect(repeat.response.status).toBe(200);
    expect(repeat.text).toContain("Recorded: checked, no conflict");
    const late = await desk(`/desk/leads/${naming.id}`, { intent: "clear-conflict", formKey: crypto.randomUUID(), match: matchKey, via: "js" });
    expect(late.text).toContain(`Already checked by ${STAFF}`);
    expect((await clearancesOf()).filter((c) => c.match_key === matchKey)).toHaveLength(1);
  });

  it("both posts at once record it once", async () => {
    const { writer, matchKey } = await pair();
    const form = { intent: "clear-conflict", formKey: crypto.randomUUID(), match: matchKey };
    await Promise.all([desk(`/desk/leads/${writer.id}`, form), desk(`/desk/leads/${writer.id}`, form)]);
    expect((await clearancesOf()).filter((c) => c.match_key === matchKey)).toHaveLength(1);
  });

  it("refuses a match that is not on the request, another origin, and a forged key", async () => {
    const { writer, naming, matchKey } = await pair();
    const stranger = await lead(`Nobody ${surname()}`);
    const gone = await desk(`/desk/leads/${stranger.id}`, { intent: "clear-conflict", formKey: crypto.randomUUID(), match: matchKey });
    expect(gone.response.status).toBe(400);
    expect(gone.text).toContain("This match is no longer found");
    const forged = await desk(`/desk/leads/${writer.id}`, { intent: "clear-conflict", formKey: crypto.randomUUID(), match: "<script>" });
    expect(forged.response.status).toBe(400);
    const cross = await desk(
      `/desk/leads/${naming.id}`,
      { intent: "clear-conflict", formKey: crypto.randomUUID(), match: matchKey },
      "https://elsewhere.example",
    );
    expect(cross.response.status).toBe(403);
    expect((await clearancesOf()).filter((c) => c.match_key === matchKey)).toHaveLength(0);
  });
});

describe("a person's data", () => {
  it("erasing a request takes its matches with it on the other request too", async () => {
    const last = surname();
    const writer = await lead(`Erin ${last}`);
    const naming = await lead(`Fay ${surname()}`);
    await answer(naming.id, `Erin ${last}`);
    expect(await matchesOf(naming.id)).toHaveLength(1);
    await env.DB.prepare("DELETE FROM leads WHERE id = ?").bind(writer.id).run();
    expect(await matchesOf(naming.id)).toEqual([]);
  });
});

describe("the firm's list", () => {
  it("an upload checks every request: an other party who is a client, a person who was adverse", async () => {
    const client = `${surname()} Logistics`;
    const adverse = surname();
    const naming = await lead(`Chris ${surname()}`);
    await answer(naming.id, `${client} Corp.`);
    const adversePerson = await lead(`Taylor ${adverse}`);
    const bystander = await lead(`Morgan ${surname()}`);
    const csv = `\uFEFFName,Kind,Matter\r\n"${client}, Inc.",client,"Smith v. Jones, 2024"\r\n"${adverse}, Taylor",Adverse,"two\r\nlines"\r\n"Someone ""Quoted"" Else",client,\r\n`;
    const upload = await desk("/desk/conflicts", csvUpload(csv));
    expect(upload.response.status).toBe(303);
    expect(upload.response.headers.get("Location")).toBe("/desk/conflicts?uploaded=1");
    const stored = (await env.DB.prepare("SELECT name, kind, uploaded_by FROM conflict_parties ORDER BY id").all()).results;
    expect(stored).toEqual([
      { name: `${client}, Inc.`, kind: "client", uploaded_by: STAFF },
      { name: `${adverse}, Taylor`, kind: "adverse", uploaded_by: STAFF },
      { name: 'Someone "Quoted" Else', kind: "client", uploaded_by: STAFF },
    ]);
    expect(await matchesOf(naming.id)).toMatchObject([{ strength: "conflict", our_role: "other", their_role: "client", other_lead_id: null }]);
    expect(await matchesOf(adversePerson.id)).toMatchObject([{ strength: "conflict", our_role: "person", their_role: "adverse" }]);
    expect(await matchesOf(bystander.id)).toEqual([]);
    expect((await desk(`/desk/leads/${adversePerson.id}`)).text).toContain(
      `Possible conflict with the firm's list: ${adverse}, Taylor is listed as an adverse party.`,
    );
    const page = (await desk("/desk/conflicts?uploaded=1")).text;
    expect(page).toContain("3 names (2 clients, 1 adverse parties)");
    expect(page).toContain("Clio");

    // A new request meets the list when it arrives.
    const arriving = await lead(`T. ${adverse}`);
    expect(await matchesOf(arriving.id)).toMatchObject([{ strength: "possible", their_role: "adverse" }]);

    // A re-upload replaces the list: the old names and their matches go.
    const again = await desk("/desk/conflicts", csvUpload("name,kind\nSomeone Else Entirely,client\n"));
    expect(again.response.status).toBe(303);
    expect((await env.DB.prepare("SELECT name FROM conflict_parties").all()).results).toEqual([{ name: "Someone Else Entirely" }]);
    expect(await matchesOf(naming.id)).toEqual([]);
    expect(await matchesOf(adversePerson.id)).toEqual([]);
  });

  it("a file with bad rows names each one and changes nothing", async () => {
    await desk("/desk/conflicts", csvUpload("name,kind\nKept Party,client\n"));
    const bad = await desk(
      "/desk/conflicts",
      csvUpload('name,kind\r\nGood Name,client\r\n,client\r\nAnother Good,opponent\r\n"Unknown",adverse\r\nFine One,adverse\r\n'),
    );
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Nothing was replaced: fix these rows and upload the whole file again.");
    expect(bad.text).toContain("Row 3: the name is empty.");
    expect(bad.text).toContain('Row 4: the kind is "opponent"; write client or adverse.');
    expect(bad.text).toContain('Row 5: "Unknown" is not a name that can be checked.');
    expect(bad.text).toMatch(/aria-invalid="true"[^>]*aria-describedby="conflict-list-error"|aria-describedby="conflict-list-error"[^>]*aria-invalid="true"/);
    expect((await env.DB.prepare("SELECT name FROM conflict_parties").all()).results).toEqual([{ name: "Kept Party" }]);
    const broken = await desk("/desk/conflicts", csvUpload('name,kind\r\nA Name,client\r\n"Open quote,client\r\n'));
    expect(broken.text).toContain("Row 3 has a quote that is never closed.");
    const noKind = await desk("/desk/conflicts", csvUpload("full name,type\r\nA Name,client\r\n"));
    expect(noKind.text).toContain('Row 1 must name the columns "name" and "kind"');
    expect((await env.DB.prepare("SELECT name FROM conflict_parties").all()).results).toEqual([{ name: "Kept Party" }]);
  });

  it("refuses a file over 2 MB before reading it, and another origin", async () => {
    const big = await desk("/desk/conflicts", csvUpload(`name,kind\n${"x".repeat(2 * 1024 * 1024 + 10)},client\n`));
    expect(big.response.status).toBe(413);
    expect(big.text).toContain("larger than 2 MB");
    // Sent without Content-Length, 20 MB: refused the same, not read to its end.
    const streamed = await Streamed.of(csvUpload(`name,kind\n${"x".repeat(20 * 1024 * 1024)},client\n`));
    expect((await desk("/desk/conflicts", streamed)).response.status).toBe(413);
    expect(streamed.pulled).toBeLessThan(streamed.bytes.length / 2);
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM conflict_parties").first())!.n;
    const cross = await desk("/desk/conflicts", csvUpload("name,kind\nA Name,client\n"), "https://elsewhere.example");
    expect(cross.response.status).toBe(403);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM conflict_parties").first())!.n).toBe(before);
  });

  it("takes a large list in one go (chunked under D1's bound-parameter limit)", async () => {
    const rows = Array.from(
      { length: 1_500 },
      (_, i) =>
        `Party Number${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + (Math.floor(i / 26) % 26))}${String.fromCharCode(97 + Math.floor(i / 676))},${i % 2 ? "client" : "adverse"}`,
    );
    const upload = await desk("/desk/conflicts", csvUpload(`name,kind\n${rows.join("\n")}\n`));
    expect(upload.response.status).toBe(303);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM conflict_parties").first())!.n).toBe(1_500);
  });
});

describe("the inbox's possible-conflict filter", () => {
  it("lists requests with a match nobody checked, and drops one once checked", async () => {
    const last = surname();
    const writer = await lead(`Casey ${last}`);
    const naming = await lead(`Drew ${surname()}`);
    const quiet = await lead(`Quiet ${surname()}`);
    await answer(naming.id, `Casey ${last}`);
    const listed = (await desk("/desk?conflict=possible")).text;
    for (const id of [writer.id, naming.id]) expect(listed).toContain(`/desk/leads/${id}"`);
    expect(listed).not.toContain(`/desk/leads/${quiet.id}"`);
    expect(listed).toContain('<option value="possible" selected="">Possible conflict</option>');
    const [match] = await matchesOf(writer.id);
    await desk(`/desk/leads/${writer.id}`, { intent: "clear-conflict", formKey: crypto.randomUUID(), match: String(match!.match_key) });
    const after = (await desk("/desk?conflict=possible")).text;
    for (const id of [writer.id, naming.id]) expect(after).not.toContain(`/desk/leads/${id}"`);
    // A value that is not a choice is dropped, as the other filters do.
    expect((await desk("/desk?conflict=maybe")).text).toContain(`/desk/leads/${quiet.id}"`);
  });
});
