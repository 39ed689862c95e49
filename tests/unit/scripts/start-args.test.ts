/**
 * `npm start`'s command line (scripts/start-args.mjs): the port from --port or PORT, used as
 * given; --help; anything else refused, every mistake named at once.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseStartArgs, startHelp } from '../../../scripts/start-args.mjs'

describe('npm start arguments', () => {
  it('takes the port from --port N, --port=N or PORT, the flag first', () => {
    expect(parseStartArgs(['--port', '5301'], {})).toEqual({ help: false, port: 5301, errors: [] })
    expect(parseStartArgs(['--port=5302'], {}).port).toBe(5302)
    expect(parseStartArgs([], { PORT: '5303' }).port).toBe(5303)
    expect(parseStartArgs(['--port', '5304'], { PORT: '5303' }).port).toBe(5304)
    expect(parseStartArgs([], {})).toEqual({ help: false, port: undefined, errors: [] })
    expect(parseStartArgs([], { PORT: '' }).port).toBeUndefined()
  })

  it('refuses a port that is not one', () => {
    for (const port of ['abc', '0', '65536', '53.1']) {
      expect(parseStartArgs(['--port', port], {}).errors, port).toEqual([`'${port}' is not a port number`])
    }
    expect(parseStartArgs(['--port', '65535'], {}).port).toBe(65535)
    expect(parseStartArgs([], { PORT: 'x' }).errors).toEqual([`'x' is not a port number`])
  })

  it('names every unknown option, stray argument and missing value, and starts nothing', () => {
    expect(parseStartArgs(['--open', 'now', '--port'], {})).toEqual({
      help: false,
      port: undefined,
      errors: [`unknown option '--open'`, `unexpected argument 'now'`, '--port needs a value'],
    })
    expect(parseStartArgs(['--port', '--help'], {}).errors).toEqual(['--port needs a value'])
    expect(parseStartArgs(['--port='], {}).errors).toEqual(['--port needs a value'])
    expect(parseStartArgs(['--help=yes'], {}).errors).toEqual(['--help takes no value'])
    expect(parseStartArgs(['-x'], {}).errors).toEqual([`unknown option '-x'`])
  })

  it('--help or -h asks for the help, unless another argument is wrong', () => {
    expect(parseStartArgs(['--help'], {})).toEqual({ help: true, port: undefined, errors: [] })
    expect(parseStartArgs(['-h', '--port', '5301'], {}).help).toBe(true)
    expect(parseStartArgs(['--help', '--open'], {})).toEqual({ help: false, port: undefined, errors: [`unknown option '--open'`] })
  })

  it('the help lists the options the README gives npm start', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    const documented = new Set(readme.match(/npm start -- --[a-z-]+/g)?.map((usage) => usage.slice('npm start -- '.length)))
    expect([...documented].sort()).toEqual(['--help', '--port'])
    for (const option of documented) expect(startHelp).toContain(option)
    expect(startHelp).toContain('PORT=')
  })
})
