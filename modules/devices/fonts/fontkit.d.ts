/** fontkit ships no type declarations; glyphs.ts and fonts.ts beside this file type the few calls they make. */
declare module 'fontkit'
