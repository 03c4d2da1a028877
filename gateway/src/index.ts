export { createApp, type GatewayDeps } from './app.js';
export { loadGatewayConfig, type GatewayConfig } from './config.js';
export { routeTable, type RouteSpec, type ServiceName } from './route-table.js';
export { createUpstreams, type Upstreams } from './upstreams.js';
