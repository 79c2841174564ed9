// What production has around the Worker, started locally by `npm start` (and so by the
// browser tests, the audit and the bench), with no account anywhere:
//
// - the Cron trigger: wrangler dev does not fire it by itself, so it is fired here once
//   the Worker answers and then every minute, as Cloudflare would (`* * * * *`);
// - the local stand-ins of the firm's tools (scripts/stand-ins/): a Twilio-shaped, a Clio
//   Grow-shaped and a webhook receiver, each on a free port with its own credentials; the
//   Worker is told where they are and how to sign in through the vars returned here
//   (passed as `--var NAME:value`), so every channel is on, and each stand-in shows what
//   it received on its own page;
// - a Cloudflare Access stand-in (scripts/stand-ins/access.mjs): a key set and a sign-in
//   page that sets the CF_Authorization cookie, so the desk's door (worker/desk-access.ts)
//   verifies local sign-ins exactly as it verifies Access's.
//
// startLocalServices({ workerUrl }) resolves to { vars, standIns, stop }. The Worker tests
// start the same stand-ins (test/worker/stand-ins.global.ts).
import { startAccess } from "./stand-ins/access.mjs";
import { startClioGrow } from "./stand-ins/clio-grow.mjs";
import { startTwilio } from "./stand-ins/twilio.mjs";
import { startWebhooks } from "./stand-ins/webhooks.mjs";

/** Each starts a stand-in and resolves to { receiver, vars }; `workerUrl` is where the site is. */
export const STAND_INS = { twilio: startTwilio, clioGrow: startClioGrow, webhooks: startWebhooks, access: startAccess };

/** Starts every stand-in: { vars, standIns: { twilio: { receiver, vars }, ... }, stop }. */
export async function startStandIns({ workerUrl } = {}) {
  const standIns = {};
  for (const [name, start] of Object.entries(STAND_INS)) standIns[name] = await start({ workerUrl });
  return {
    standIns,
    // The fee agreement's link secret (decision 0057): a fixed local value, never a real one.
    vars: Object.assign({ AGREEMENT_LINK_SECRET: "local-agreement-link-secret" }, ...Object.values(standIns).map((s) => s.vars)),
    stop() {
      for (const s of Object.values(standIns)) s.receiver.stop();
    },
  };
}

const CRON = "* * * * *";
const MINUTE = 60_000;

/** Fires the Worker's scheduled handler every minute, the first time as soon as it answers. */
function fireCronEveryMinute(workerUrl) {
  const url = `${workerUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(CRON).replace(/%20/g, "+")}`;
  let timer;
  let stopped = false;
  const fire = async () => {
    try {
      await fetch(url);
    } catch {
      // Not up yet (or restarting): the next tick tries again.
    }
  };
  const waitForWorker = async () => {
    for (let i = 0; i < 180 && !stopped; i++) {
      try {
        if ((await fetch(`${workerUrl}/robots.txt`)).ok) return fire();
      } catch {}
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
  waitForWorker().then(() => {
    if (!stopped) timer = setInterval(fire, MINUTE);
  });
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * Settings for a server the test suites and the bench start (start.mjs's EXTRA_VARS): they
 * send many requests from one domain to one on-call number, and the delivery caps are
 * tested on their own in test/worker.
 */
export const LIFTED_CAPS =
  "ONCALL_TEXTS_PER_HOUR:10000,ACK_CAP_PER_DOMAIN:10000,ACK_CAP_FREE_MAIL:10000,FIRST_TEXT_CAP_TOTAL:10000,FIRST_TEXT_CAP_PER_SOURCE:10000,FIRST_TEXT_CAP_PER_NETWORK:10000";

export async function startLocalServices({ workerUrl }) {
  const started = await startStandIns({ workerUrl });
  const stopCron = fireCronEveryMinute(workerUrl);
  console.log(
    [
      "Local stand-ins (each page shows what it received, newest first):",
      ...Object.values(started.standIns).map((s) => `  ${s.receiver.name}: ${s.receiver.url}/`),
      `A visitor's phone (text or call the firm, see what happened): ${started.standIns.twilio.receiver.url}/phone`,
      `The intake desk: sign in at ${started.standIns.access.receiver.url}/, then it is at ${workerUrl}/desk (use 127.0.0.1, not localhost: the cookie is 127.0.0.1's).`,
    ].join("\n"),
  );
  return {
    vars: started.vars,
    standIns: started.standIns,
    stop() {
      stopCron();
      started.stop();
    },
  };
}
