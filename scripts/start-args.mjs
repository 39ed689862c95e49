// npm start's command line (scripts/start.mjs), read by node:util's parseArgs: `--port 5301` or
// `--port=5301` (else PORT), `-h`/`--help`. Anything else is refused with a message saying what.
import { parseArgs } from 'node:util'

export const startHelp = [
  'Usage: npm start [-- options]',
  '',
  "The demo (the dashboard on its in-browser fake server) in Vite's dev server on 127.0.0.1; with",
  'VITE_API_URL set, the dashboard in real-API mode against that address (e.g. npm run fake-api).',
  "Prints the address and the demo parent's e-mail and password.",
  '',
  'Options:',
  '  --port N     the port, used as given: when it is taken, an error (also PORT=N);',
  '               default 5173, or the next free one',
  '  -h, --help   this help',
].join('\n')

const options = {
  port: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
}

/**
 * Reads `args` (what follows `npm start --`) and `env`: `{ help: true }`, or the port asked for
 * (`undefined` when none) and the errors, each a sentence without its full stop.
 */
export function parseStartArgs(args, env) {
  const { values, tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true })
  const errors = tokens.flatMap((token) => tokenError(token, options))
  if (errors.length > 0) return { help: false, port: undefined, errors }
  if (values.help === true) return { help: true, port: undefined, errors }
  const asked = values.port ?? (env.PORT || undefined)
  if (asked !== undefined && !isPort(asked)) return { help: false, port: undefined, errors: [`'${asked}' is not a port number`] }
  return { help: false, port: asked === undefined ? undefined : Number(asked), errors }
}

const isPort = (text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65535

/** What is wrong with one of parseArgs's tokens, if anything (it parsed leniently, to say so itself). */
function tokenError(token, known) {
  if (token.kind === 'positional') return [`unexpected argument '${token.value}'`]
  if (token.kind !== 'option') return []
  const option = known[token.name]
  if (!option) return [`unknown option '${token.rawName}'`]
  // `--port --help`: parseArgs takes the next option as the value; a person forgot the value.
  const missing = token.value === undefined || token.value === '' || (!token.inlineValue && token.value.startsWith('-'))
  if (option.type === 'string' && missing) return [`${token.rawName} needs a value`]
  if (option.type === 'boolean' && token.value !== undefined) return [`${token.rawName} takes no value`]
  return []
}
