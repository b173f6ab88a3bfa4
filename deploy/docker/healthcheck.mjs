/* global fetch, AbortSignal */
// Container HEALTHCHECK for every Hookline image (Docker and docker compose; Kubernetes uses
// its own probes). Exit 0 = healthy, 1 = unhealthy.
//   gateway          GET /api/health/live on PORT (default 3000), must answer 2xx
//   *-service        GET /health/live on PROBE_PORT, must answer 2xx (PROBE_PORT=0: no probe server, healthy)
//   anything else    any HTTP answer on PORT (default 4000) counts as alive (google-stand-in)
// HEALTHCHECK_URL overrides the address; then any 2xx is healthy.
const app = process.env.APP ?? '';
let url = process.env.HEALTHCHECK_URL;
let anyAnswer = false;
if (!url) {
  if (app === 'gateway') {
    url = `http://127.0.0.1:${process.env.PORT || 3000}/api/health/live`;
  } else if (app.endsWith('-service')) {
    const port = process.env.PROBE_PORT;
    if (!port || port === '0') process.exit(0);
    url = `http://127.0.0.1:${port}/health/live`;
  } else {
    url = `http://127.0.0.1:${process.env.PORT || 4000}/`;
    anyAnswer = true;
  }
}
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok || (anyAnswer && res.status < 500) ? 0 : 1);
} catch (error) {
  console.error(`healthcheck ${url}: ${error?.message ?? error}`);
  process.exit(1);
}
