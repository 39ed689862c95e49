/**
 * Concern list: adult content. Words and phrases of searches for, or talk about, sexual content
 * not meant for children.
 * Plain data: matched as whole words or phrases after folding (see ../text-fold.ts).
 */
export const adultContent: readonly string[] = [
  'porn',
  'porno',
  'pornhub',
  'xxx',
  'nsfw',
  'nude',
  'nudes',
  'naked',
  'send nudes',
  'send pics',
  'sexting',
  'sext',
  'onlyfans',
  'hentai',
  'rule 34',
  'r34',
  'xvideos',
  'xhamster',
  'camgirl',
  'cam girls',
  'strip club',
  'sex video',
  'sex videos',
  'adult video',
  'adult site',
  'erotic',
  'fetish',
  'boobs',
  'hookup',
  'hook up app',
  'omegle',
  'chatroulette',
]
