// WebChannel (VER=8) server side, independent of what the messages mean.
export { WebChannelEndpoint } from './endpoint.js';
export type { ChannelHandshake, OpenChannel, WebChannelEndpointOptions } from './endpoint.js';
export type { ChannelConsumer, ServerChannel } from './session.js';
export type { Scheduler } from './scheduler.js';
