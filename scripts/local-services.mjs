// What production has around the Worker, started locally by `npm start` (and so by the
// browser tests, the audit and the bench), with no account anywhere:
//
// - the Cron trigger: wrangler dev does not fire it by itself, so it is fired here once
//   the Worker answers and then every minute, as Cloudflare would (`* * * * *`);
// - the local stand-ins of outside services: each starts on a free port, and the Worker
//   is told where it is through the vars returned here (passed as `--var NAME:value`).
//   The speed-to-lead channels add theirs to STAND_INS.
//
// startLocalServices({ workerUrl }) resolves to { vars, stop }.

/** Stand-ins: { name, start(): Promise<{ vars, stop }> }. */
const STAND_INS = [];

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

export async function startLocalServices({ workerUrl }) {
  const started = [];
  for (const standIn of STAND_INS) started.push(await standIn.start());
  const stopCron = fireCronEveryMinute(workerUrl);
  return {
    vars: Object.assign({}, ...started.map((s) => s.vars)),
    stop() {
      stopCron();
      for (const s of started) s.stop();
    },
  };
}
