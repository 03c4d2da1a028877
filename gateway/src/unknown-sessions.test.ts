// Made-up session ids: each one the gateway must look up in Redis is paid for by the sender's address.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { echoService } from './testing/echo-service.js';
import { freshIp, listen, startGateway, testConfig, type Running, type TestGateway } from './testing/harness.js';

let lessons: Running;
let gateway: TestGateway;

beforeAll(async () => {
  lessons = await listen(echoService('lessons-quiz'));
  gateway = await startGateway(testConfig({ 'lessons-quiz': lessons.url }, { RATE_LIMIT_DEFAULT_PER_IP: '5' }));
});

afterAll(async () => {
  await gateway.close();
  await lessons.close();
});

it('charges the address for every unknown session id and refuses it once its budget is spent, without looking further ids up', async () => {
  const ip = freshIp();
  const readsBefore = gateway.admission.sessionStats().reads;
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const cookie = `studyhall.sid=${randomBytes(32).toString('base64url')}`;
    const response = await fetch(`${gateway.url}/api/lessons`, { headers: { cookie, 'x-forwarded-for': ip } });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
  expect(gateway.admission.sessionStats().reads - readsBefore).toBe(5);
});
