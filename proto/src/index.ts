export * from './gen/studyhall/events/v1/envelope_pb.js';
export * from './gen/studyhall/users/v1/events_pb.js';
export * from './gen/studyhall/lessons/v1/events_pb.js';
export * from './gen/studyhall/homework/v1/events_pb.js';
export * from './gen/studyhall/social/v1/events_pb.js';
export * from './gen/studyhall/quiz/v1/events_pb.js';
export * from './registry.js';
