export * from './gen/studyhall/events/v1/envelope_pb.js';
export * from './gen/studyhall/users/v1/events_pb.js';
export * from './registry.js';
