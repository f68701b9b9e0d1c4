export * from './berlin-time';
export * from './publishing-schemas';
