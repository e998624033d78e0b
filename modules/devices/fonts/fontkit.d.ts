/** fontkit ships no type declarations; server/fonts-glyphs.ts and server/fonts.ts type the few calls they make. */
declare module 'fontkit'
