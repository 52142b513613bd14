// A file of the pages folder that is no page (its name starts with _).
export const greeting = 'Hello from a helper module';
