// heic-convert ships no types; heic.ts narrows the default export to what it uses.
declare module 'heic-convert';
