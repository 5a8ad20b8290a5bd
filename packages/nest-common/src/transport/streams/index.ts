export * from './streams-client';
export * from './streams-server';
export * from './wire';
