export * from './streams-client';
export * from './streams-server';
export * from './wire';
export * from './sealed-requests';
