export const tagline = "From a TypeScript file";
