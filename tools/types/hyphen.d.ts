// The language packs of `hyphen` (CommonJS, no types of their own) as @aula/host/hyphenation
// imports them: by file, so plain Node's ES-module loader finds them too.
interface HyphenLanguagePack {
  hyphenateSync(text: string, options?: { minWordLength?: number }): string;
}

declare module 'hyphen/de/index.js' {
  const pack: HyphenLanguagePack;
  export default pack;
}

declare module 'hyphen/en/index.js' {
  const pack: HyphenLanguagePack;
  export default pack;
}
