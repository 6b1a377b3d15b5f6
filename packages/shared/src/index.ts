export * from './constants.js';
export * from './messages.js';
export * from './password.js';
export * from './auth-schemas.js';
export * from './auth-payloads.js';
export * from './knowledge.js';
export * from './chatbot.js';
export * from './staff-data.js';
