// Prettier: how every source file is laid out (`npm run format` writes it, `npm run format:check`,
// part of `npm test`, fails on a file laid out otherwise). The code's own style: no semicolons,
// single quotes, lines up to 150 characters (of the widths tried, the one that moves the fewest
// lines of the code as it was written). .editorconfig says the same to editors; ESLint leaves
// layout to Prettier (eslint-config-prettier in eslint.config.js).
/** @type {import('prettier').Config} */
export default {
  printWidth: 150,
  semi: false,
  singleQuote: true,
}
