-- wrk script for scripts/bench/gateway.ts: GET one URL as fast as the connections allow, with the
-- session cookie or internal token from the environment (COOKIE, AUTHORIZATION), and one JSON line
-- at the end: requests, seconds, errors, non-2xx answers, p50 and p99 in microseconds.
local cookie = os.getenv("COOKIE")
local authorization = os.getenv("AUTHORIZATION")
if cookie and cookie ~= "" then wrk.headers["Cookie"] = cookie end
if authorization and authorization ~= "" then wrk.headers["Authorization"] = authorization end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"socketErrors":%d,"non2xx":%d,"p50us":%d,"p99us":%d}\n',
    summary.requests, summary.duration / 1e6, errors.connect + errors.read + errors.write + errors.timeout,
    errors.status, latency:percentile(50), latency:percentile(99)))
end
