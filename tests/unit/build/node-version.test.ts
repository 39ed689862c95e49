/**
 * One Node version: the one .nvmrc gives developers is the one the container builds with
 * (deploy/Dockerfile), the one whose API `@types/node` describes, and the oldest package.json's
 * engines allow (README's Requirements say the same).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')
const major = (text: string | undefined) => Number(/\d+/.exec(text ?? '')?.[0])

describe('the Node version', () => {
  it('.nvmrc, the Dockerfile, @types/node and engines name the same major version', () => {
    const nvmrc = read('.nvmrc').trim()
    expect(nvmrc).toMatch(/^\d+$/)
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> }
    const dockerNode = /^FROM node:(\S+)/m.exec(read('deploy/Dockerfile'))?.[1]
    expect(dockerNode).toMatch(/^\d+-/)
    expect({
      docker: major(dockerNode),
      typesNode: major(pkg.devDependencies['@types/node']),
      engines: major(/^>=\s*(\S+)$/.exec(pkg.engines.node)?.[1]),
    }).toEqual({ docker: Number(nvmrc), typesNode: Number(nvmrc), engines: Number(nvmrc) })
    expect(read('README.md')).toContain(`- Node ${nvmrc} (\`.nvmrc\`; ${pkg.engines.node.replace('>=', '')} or newer), npm.`)
  })
})
