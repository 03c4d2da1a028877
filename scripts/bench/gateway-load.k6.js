/* global __ENV */
// k6 scenario for scripts/bench/gateway.ts: GET one URL at a constant arrival rate.
// Inputs (env): TARGET_URL, RATE (req/s), DURATION (e.g. 10s), COOKIE, AUTHORIZATION, SUMMARY_FILE.
import http from 'k6/http';

export const options = {
  discardResponseBodies: true,
  summaryTrendStats: ['avg', 'p(50)', 'p(90)', 'p(99)', 'max'],
  scenarios: {
    load: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE),
      timeUnit: '1s',
      duration: __ENV.DURATION,
      preAllocatedVUs: 64,
      maxVUs: 400,
      gracefulStop: '2s',
    },
  },
};

const headers = {};
if (__ENV.COOKIE) headers.cookie = __ENV.COOKIE;
if (__ENV.AUTHORIZATION) headers.authorization = __ENV.AUTHORIZATION;

export default function () {
  http.get(__ENV.TARGET_URL, { headers });
}

export function handleSummary(data) {
  return { [__ENV.SUMMARY_FILE]: JSON.stringify(data) };
}
