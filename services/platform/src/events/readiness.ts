import type { ReadinessCheck } from '../http/health.js';
import type { EventBus } from './kafka-bus.js';

export function kafkaReadiness(bus: EventBus): ReadinessCheck {
  return { name: 'kafka', check: () => bus.ping() };
}
